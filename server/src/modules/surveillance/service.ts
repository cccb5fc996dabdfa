import {
  ALERT_TRANSITION_PERMISSION,
  ALERT_TRANSITIONS,
  Codes,
  FOCUS_TYPE_KEYS,
  holds,
  Permissions,
  type Alert,
  type RecomputeProgress,
  type RecomputeResult,
  type RiskRule,
  type Survey,
  type alertTransitionSchema,
  type riskRuleSaveSchema,
  type surveySaveSchema,
} from '@ews/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { nowIso, type Db } from '../../db/connection.ts';
import { engineRules, evaluateSource, lockSourcePoint, recomputeAll } from '../../engine/service.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { AppError, assertUpdated, conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import { saveRecord } from '../records/save.ts';
import { findAlert, findSurvey, OPEN } from './queries.ts';

type SurveySave = z.output<typeof surveySaveSchema>;

/** A survey write and its evaluation commit together: the risk level never lags its evidence. */
export async function saveSurvey(input: SurveySave, ctx: RequestContext): Promise<Survey> {
  ctx.require(input.surveyId === undefined ? Permissions.SURVEY_ADD : Permissions.SURVEY_EDIT);
  const { surveyId: _id, version: _version, ...fields } = input;
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
    if (!(await trx.selectFrom('sourcePoint').select('sourceId').where('sourceId', '=', input.sourceId).executeTakeFirst())) throw invalid('error.unknownSource');
    const previous = input.surveyId === undefined ? undefined : await findSurvey(trx, input.surveyId);
    const survey = await saveRecord(ctx, trx, {
      entity: 'survey',
      find: findSurvey,
      insert: async (db, stamp) => (await db.insertInto('survey').values({ ...columns, ...stamp }).returning('surveyId').executeTakeFirstOrThrow()).surveyId,
      update: (db, id, version, stamp) => db.updateTable('survey').set({ ...columns, ...stamp }).where('surveyId', '=', id).where('version', '=', version).executeTakeFirst(),
    }, input.surveyId, input.version);
    const rules = await engineRules(trx, ctx.config.riskWindowDays);
    // Moved to another point, the old one loses this evidence. Points in ascending order, as a recompute locks them.
    const moved = previous && previous.sourceId !== survey.sourceId ? previous.sourceId : undefined;
    if (moved !== undefined && moved < survey.sourceId) await evaluateSource(trx, moved, rules, []);
    await evaluateSource(trx, survey.sourceId, rules, [survey.surveyId]);
    if (moved !== undefined && moved > survey.sourceId) await evaluateSource(trx, moved, rules, []);
    return survey;
  });
}

/** Distinct source point ids in ascending order: the order every evaluation locks points in. */
export const ascending = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export async function deleteSurveys(ids: number[], ctx: RequestContext): Promise<{ deleted: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('survey').select(['surveyId', 'sourceId']).where('surveyId', 'in', ids).execute();
    for (const row of rows) {
      const before = await findSurvey(trx, row.surveyId);
      await trx.deleteFrom('survey').where('surveyId', '=', row.surveyId).execute();
      await ctx.audit({ action: 'delete', entity: 'survey', entityId: row.surveyId, before }, trx);
    }
    const rules = await engineRules(trx, ctx.config.riskWindowDays);
    for (const sourceId of ascending(rows.map((row) => row.sourceId))) await evaluateSource(trx, sourceId, rules, []);
    return { deleted: rows.length };
  });
}

export async function riskRules(db: Db): Promise<RiskRule[]> {
  const rows = await db.selectFrom('riskThreshold').selectAll().execute();
  const order = new Map(FOCUS_TYPE_KEYS.map((key, index) => [key as string, index]));
  return rows.sort((a, b) => (order.get(a.focusType) ?? 99) - (order.get(b.focusType) ?? 99)) as RiskRule[];
}

/**
 * Saving thresholds recomputes every source point (issue 6). The thresholds commit first; the
 * recompute follows in batches, reported by risk/recomputeProgress like the recompute button's.
 */
export async function saveRiskRules(input: z.output<typeof riskRuleSaveSchema>, ctx: RequestContext) {
  const actor = signedIn(ctx).username;
  await ctx.db.transaction().execute(async (trx) => {
    for (const rule of input.rules) {
      const before = await trx.selectFrom('riskThreshold').selectAll().where('focusType', '=', rule.focusType).executeTakeFirst();
      if (!before) throw notFound();
      const result = await trx
        .updateTable('riskThreshold')
        .set({ hostDensity: rule.hostDensity, fleaIndex: rule.fleaIndex, updatedAt: nowIso(), updatedBy: actor, version: sql`version + 1` })
        .where('focusType', '=', rule.focusType)
        .where('version', '=', rule.version)
        .executeTakeFirst();
      await assertUpdated(result, async () => true);
      await ctx.audit({ action: 'update', entity: 'riskRule', entityId: rule.focusType, before, after: rule }, trx);
    }
  });
  const { sourcePoints, alertsOpened } = await trackedRecompute(ctx);
  return { rules: await riskRules(ctx.db), recomputed: sourcePoints, alertsOpened };
}

const IDLE: RecomputeProgress = { running: false, done: 0, total: 0, startedAt: '', finishedAt: '', startedBy: '' };

/** The latest full recompute of each server (its database), for risk/recomputeProgress. */
const progressOf = new WeakMap<Db, RecomputeProgress>();

export const recomputeProgress = (db: Db): RecomputeProgress => progressOf.get(db) ?? IDLE;

/** A full recompute whose progress risk/recomputeProgress reports while it runs. */
async function trackedRecompute(ctx: RequestContext): Promise<RecomputeResult> {
  const progress: RecomputeProgress = { ...IDLE, running: true, startedAt: nowIso(), startedBy: signedIn(ctx).username };
  progressOf.set(ctx.db, progress);
  const started = performance.now();
  try {
    const result = await recomputeAll(ctx.db, {
      windowDays: ctx.config.riskWindowDays,
      onProgress: (done, total) => Object.assign(progress, { done, total }),
    });
    return { ...result, ms: Math.round(performance.now() - started) };
  } finally {
    Object.assign(progress, { running: false, finishedAt: nowIso() });
  }
}

export async function recompute(ctx: RequestContext): Promise<RecomputeResult> {
  const result = await trackedRecompute(ctx);
  await ctx.audit({ action: 'recompute', entity: 'risk', after: result });
  return result;
}

export async function transitionAlert(input: z.output<typeof alertTransitionSchema>, ctx: RequestContext): Promise<Alert> {
  const user = signedIn(ctx);
  if (!holds(user.permissions, ALERT_TRANSITION_PERMISSION[input.to])) throw forbidden();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findAlert(trx, input.alertId);
    if (!before) throw notFound();
    // The point first, then the alert: the order a recompute takes them in.
    await lockSourcePoint(trx, before.sourceId);
    if (!ALERT_TRANSITIONS[before.status].includes(input.to)) throw new AppError(Codes.CONFLICT, 'error.transition');
    const result = await trx
      .updateTable('alert')
      .set({ status: input.to, updatedAt: nowIso(), updatedBy: user.username, version: sql`version + 1` })
      .where('alertId', '=', input.alertId)
      .where('version', '=', input.version)
      .executeTakeFirst();
    await assertUpdated(result, async () => true);
    await trx.insertInto('alertEvent').values({ alertId: input.alertId, fromStatus: before.status, toStatus: input.to, note: input.note, username: user.username, at: nowIso() }).execute();
    await ctx.audit({ action: 'transition', entity: 'alert', entityId: input.alertId, before: { status: before.status }, after: { status: input.to, note: input.note } }, trx);
    await evaluateSource(trx, before.sourceId, await engineRules(trx, ctx.config.riskWindowDays), []);
    const after = await findAlert(trx, input.alertId);
    if (!after) throw conflict();
    return after;
  });
}

export async function openAlertCount(ctx: RequestContext): Promise<{ open: number }> {
  if (!holds(signedIn(ctx).permissions, Permissions.ALERT_LIST)) return { open: 0 };
  const { n } = await ctx.db.selectFrom('alert').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', OPEN).executeTakeFirstOrThrow();
  return { open: Number(n) };
}
