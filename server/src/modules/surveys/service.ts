import { Permissions, WHOLE_COUNTRY, type RiskRule, type Survey, type surveySaveSchema } from '@ews/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { conflict, invalid, isUniqueViolation, notFound } from '../../http/errors.ts';
import { keepDeletedEntryId, refuseDeletedEntry } from '../records/entry-ids.ts';
import { saveRecord } from '../records/save.ts';
import { ascending, engineRules, evaluateSource, lockSourcePoints, riskRuleOf } from '../risk/service.ts';
import { inScope } from '../scope/service.ts';
import { sourcePlace } from '../sources/queries.ts';
import { deleteSurvey, findSurvey, insertSurvey, sourceFocusType, surveyByClientId, surveyRefs, surveySeriesPoints, updateSurvey } from './queries.ts';

/** Whether a source point exists and lies in the caller's scope: a survey is written where its point lies. */
async function sourceWritable(ctx: RequestContext, db: Db, sourceId: number): Promise<boolean> {
  const place = await sourcePlace(db, sourceId);
  return place !== undefined && inScope(ctx, place);
}

type SurveySave = z.output<typeof surveySaveSchema>;

/**
 * The survey an entry of the caller's device was already stored as. Another person's entry under
 * the same id is a conflict: a device's id is its own, and the stored survey is not the caller's.
 */
async function storedEntry(ctx: RequestContext, clientId: string): Promise<Survey | undefined> {
  const stored = await surveyByClientId(ctx.db, clientId);
  if (stored && stored.createdBy !== signedIn(ctx).username) throw conflict('error.entryTaken');
  return stored;
}

/**
 * A survey write and its evaluation commit together: the risk level never lags its evidence. An
 * add with a `clientId` already stored answers the stored survey and writes nothing: the device
 * sent its entry again because the first answer never reached it. The unique index on the id
 * decides, also between two sends at once: the later insert fails and its whole transaction
 * (evaluation and audit too) goes back.
 */
export async function saveSurvey(input: SurveySave, ctx: RequestContext): Promise<Survey> {
  ctx.require(input.surveyId === undefined ? Permissions.SURVEY_ADD : Permissions.SURVEY_EDIT);
  const clientId = input.surveyId === undefined ? input.clientId : undefined;
  try {
    return await writeSurvey(input, clientId, ctx);
  } catch (error) {
    const stored = clientId !== undefined && isUniqueViolation(error) ? await storedEntry(ctx, clientId) : undefined;
    if (stored) return stored;
    throw error;
  }
}

async function writeSurvey(input: SurveySave, clientId: string | undefined, ctx: RequestContext): Promise<Survey> {
  const { surveyId: _id, version: _version, clientId: _clientId, ...fields } = input;
  // An emptied measurement must be stored as empty, not left as it was.
  const columns = {
    ...fields,
    hostDensity: fields.hostDensity ?? null,
    captureRate: fields.captureRate ?? null,
    infestationRate: fields.infestationRate ?? null,
    fleaIndex: fields.fleaIndex ?? null,
    burrowFleaIndex: fields.burrowFleaIndex ?? null,
    freeFleaIndex: fields.freeFleaIndex ?? null,
  };
  return ctx.db.transaction().execute(async (trx) => {
    const previous = input.surveyId === undefined ? undefined : await findSurvey(trx, WHOLE_COUNTRY, input.surveyId);
    await lockSourcePoints(trx, previous ? [previous.sourceId, input.sourceId] : [input.sourceId]);
    // Both ends of a move: the point it leaves (outside the scope, the survey answers as a read
    // of it does) and the point it goes to (answered as a point that does not exist).
    if (previous && !(await sourceWritable(ctx, trx, previous.sourceId))) throw notFound();
    if (!(await sourceWritable(ctx, trx, input.sourceId))) throw invalid('error.unknownSource');
    if (clientId !== undefined) await refuseDeletedEntry(ctx, trx, 'survey', clientId, 'error.entryTaken');
    const survey = await saveRecord(ctx, trx, {
      entity: 'survey',
      find: (db, id) => findSurvey(db, WHOLE_COUNTRY, id),
      insert: (db, stamp) => insertSurvey(db, { ...columns, clientId: clientId ?? null, ...stamp }),
      update: (db, id, version, stamp) => updateSurvey(db, id, version, { ...columns, ...stamp }),
    }, input.surveyId, input.version);
    const rules = await engineRules(trx, ctx.config.riskWindowDays);
    // Moved to another point, the old one loses this evidence. Points in ascending order, as a recompute locks them.
    const moved = previous && previous.sourceId !== survey.sourceId ? previous.sourceId : undefined;
    if (moved !== undefined && moved < survey.sourceId) await evaluateSource(trx, moved, rules, []);
    await evaluateSource(trx, survey.sourceId, rules, [survey]);
    if (moved !== undefined && moved > survey.sourceId) await evaluateSource(trx, moved, rules, []);
    return survey;
  });
}

export async function deleteSurveys(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    // Each point once, however many of its surveys go; those of a point outside the scope are
    // passed over as if gone, as deleteRecords does.
    const refs = await surveyRefs(trx, ids);
    const writable = new Set<number>();
    for (const sourceId of ascending(refs.map((row) => row.sourceId))) if (await sourceWritable(ctx, trx, sourceId)) writable.add(sourceId);
    const rows = refs.filter((row) => writable.has(row.sourceId));
    for (const row of rows) {
      const before = (await findSurvey(trx, WHOLE_COUNTRY, row.surveyId))!;
      await keepDeletedEntryId(trx, 'survey', before);
      await deleteSurvey(trx, row.surveyId);
      await ctx.audit({ action: 'delete', entity: 'survey', entityId: row.surveyId, before }, trx);
    }
    const rules = await engineRules(trx, ctx.config.riskWindowDays);
    for (const sourceId of ascending(rows.map((row) => row.sourceId))) await evaluateSource(trx, sourceId, rules, []);
    return { deleted: rows.length };
  });
}

/** A point's measurements over time with the thresholds of its focus type, for its chart. */
export async function surveySeries(sourceId: number, ctx: RequestContext) {
  const focusType = await sourceFocusType(ctx.db, signedIn(ctx).scope, sourceId);
  if (focusType === undefined) throw notFound();
  const points = await surveySeriesPoints(ctx.db, sourceId);
  return { points, rule: (await riskRuleOf(ctx.db, focusType)) as RiskRule };
}
