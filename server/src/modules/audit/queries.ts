import type { DataScope } from '@ews/contract';
import { nowIso, type Db } from '../../db/connection.ts';
import { containing } from '../../db/text-search.ts';
import type { AuditEntry } from '../../http/context.ts';
import { whereAccountInScope } from '../scope/filter.ts';

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Writes one audit row: who, when, what entity, before and after (each as JSON). */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('sysAuditLog')
    .values({
      at: nowIso(),
      userId: entry.userId,
      username: entry.username,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined ? '' : String(entry.entityId),
      beforeJson: json(entry.before),
      afterJson: json(entry.after),
      ip: entry.ip,
      result: entry.result ?? 'ok',
    })
    .execute();
}

export interface AuditFilter {
  page: number;
  limit: number;
  username?: string | undefined;
  action?: string | undefined;
  entity?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Newest first; `to` is a whole day. A caller with a narrower scope than the country sees what they
 * did themselves and what the accounts in their scope did (see whereAccountInScope).
 */
export async function listAudit(db: Db, viewer: { userId: number; scope: DataScope }, filter: AuditFilter) {
  let query = db.selectFrom('sysAuditLog');
  const { scope } = viewer;
  if (!scope.all) {
    query = query.where((eb) =>
      eb.or([eb('userId', '=', viewer.userId), eb('userId', 'in', whereAccountInScope(eb.selectFrom('sysUser as u').select('u.userId'), scope))]),
    );
  }
  if (filter.username) query = query.where(containing('username', filter.username));
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', `${filter.to}T24`);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('auditId', 'desc')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return { rows, total: Number(total) };
}
