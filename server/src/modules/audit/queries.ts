import { nowIso, type Db } from '../../db/connection.ts';

export interface AuditEntry {
  userId: number | null;
  username: string;
  action: string;
  entity: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
  ip: string;
  result?: 'ok' | 'failure';
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** One audit row: who, when, what entity, before and after (DESIGN §4). */
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
