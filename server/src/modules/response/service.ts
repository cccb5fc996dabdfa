import { translateWith, type ResponseDeclaration, type responseDeclareSchema, type responseEndSchema, type ScopeDivision } from '@ews/contract';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Db } from '../../db/connection.ts';
import type { ResponseDeclarationTable } from '../../db/schema.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { queueResponseNotifications } from '../notifications/queries.ts';
import { findOrFail, saveRecord, updateRecord, type RecordSpec } from '../records/save.ts';
import { regionNames } from '../regions/divisions.ts';
import { declarationInForceAt, findDeclaration, holdsIn } from './queries.ts';

type DeclaredColumns = Omit<Insertable<ResponseDeclarationTable>, 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'version'>;
type EndedColumns = Pick<ResponseDeclaration, 'endedAt' | 'endedBy' | 'endNote'>;

/**
 * How a declaration at `target` is ended: its version guarded, and only while in force. One above
 * the caller's scope, which they see, is refused as theirs to see but not to end.
 */
function ending(ctx: RequestContext, target: ScopeDivision, ended: EndedColumns): Omit<RecordSpec<ResponseDeclaration>, 'insert'> {
  return {
    entity: 'responseDeclaration',
    find: findDeclaration,
    scope: { target, placeOf: (stored) => stored, seen: (stored) => holdsIn(signedIn(ctx).scope, stored) },
    update: (db, id, version, stamp) =>
      db.updateTable('responseDeclaration').set({ ...ended, ...stamp }).where('declarationId', '=', id).where('version', '=', version).where('endedAt', '=', '').executeTakeFirst(),
  };
}

const IN_FORCE: EndedColumns = { endedAt: '', endedBy: '', endNote: '' };

/** How a declaration is stored: inserted once, then changed only by its end. */
function declaring(ctx: RequestContext, columns: DeclaredColumns): RecordSpec<ResponseDeclaration> {
  return {
    ...ending(ctx, columns, IN_FORCE),
    insert: async (db, stamp) => (await db.insertInto('responseDeclaration').values({ ...columns, ...stamp }).returning('declarationId').executeTakeFirstOrThrow()).declarationId,
  };
}

/** Ends a declaration in force with a note, audited; one already ended is a conflict (40900), as a stale version is. */
async function endDeclaration(ctx: RequestContext, db: Db, declarationId: number, version: number, endNote: string): Promise<ResponseDeclaration> {
  const stored = await findOrFail({ find: findDeclaration }, db, declarationId);
  if (stored.endedAt !== '') throw conflict('error.responseAlreadyEnded');
  return updateRecord(ctx, db, ending(ctx, stored, { endedAt: nowIso(), endedBy: signedIn(ctx).username, endNote }), declarationId, version);
}

/**
 * Declares a response level for a county, a prefecture or a province in the caller's scope,
 * audited, and queues it for the notification channels. A declaration in force at the same place
 * is ended by it, its end note saying so.
 */
export async function declareResponse(input: z.output<typeof responseDeclareSchema>, ctx: RequestContext): Promise<ResponseDeclaration> {
  const place = regionNames(input);
  if (!place) throw invalid('validation.regionChain');
  const { username } = signedIn(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const replaced = await declarationInForceAt(trx, place);
    const columns = { ...place, level: input.level, basis: input.basis, declaredAt: nowIso(), declaredBy: username, ...IN_FORCE };
    const created = await saveRecord(ctx, trx, declaring(ctx, columns), undefined, undefined);
    if (replaced) await endDeclaration(ctx, trx, replaced.declarationId, replaced.version, translateWith('note.responseReplaced', ctx.language, { level: input.level }));
    // The channels hear of the new level; the one it replaced ends with it, unannounced.
    await queueResponseNotifications(trx, created, 'declared');
    return created;
  });
}

/** Ends a declaration with its note, audited, and queues the end for the notification channels. */
export function endResponse({ declarationId, version, endNote }: z.output<typeof responseEndSchema>, ctx: RequestContext): Promise<ResponseDeclaration> {
  return ctx.db.transaction().execute(async (trx) => {
    const ended = await endDeclaration(ctx, trx, declarationId, version, endNote);
    await queueResponseNotifications(trx, ended, 'ended');
    return ended;
  });
}
