import { ALERT_TRANSITION_PERMISSION, ALERT_TRANSITIONS, Codes, holds, Permissions, WHOLE_COUNTRY, type Alert, type AlertDetail, type alertTransitionSchema } from '@ews/contract';
import type { z } from 'zod';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { AppError, assertUpdated, conflict, forbidden, notFound } from '../../http/errors.ts';
import { lockSourcePoint } from '../risk/queries.ts';
import { engineRules, evaluateSource, riskRuleOf } from '../risk/service.ts';
import { assertInScope } from '../scope/service.ts';
import { sourcePlace } from '../sources/queries.ts';
import { surveysByIds } from '../surveys/queries.ts';
import { alertEvents, countOpenAlerts, findAlert, insertAlertEvent, setAlertStatus } from './queries.ts';

/** An alert with its evidence: the surveys that fired it, its history, and the thresholds of its focus type now. */
export async function alertDetail(alertId: number, ctx: RequestContext): Promise<AlertDetail> {
  const { scope } = signedIn(ctx);
  const alert = await findAlert(ctx.db, scope, alertId);
  if (!alert) throw notFound();
  const events = await alertEvents(ctx.db, alertId);
  const thresholds = await riskRuleOf(ctx.db, alert.focusType);
  return { ...alert, events, surveys: await surveysByIds(ctx.db, scope, alert.surveyIds), thresholds };
}

export async function transitionAlert(input: z.output<typeof alertTransitionSchema>, ctx: RequestContext): Promise<Alert> {
  const user = signedIn(ctx);
  if (!holds(user.permissions, ALERT_TRANSITION_PERMISSION[input.to])) throw forbidden();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findAlert(trx, WHOLE_COUNTRY, input.alertId);
    if (!before) throw notFound();
    assertInScope(ctx, (await sourcePlace(trx, before.sourceId))!);
    // The point first, then the alert: the order a recompute takes them in.
    await lockSourcePoint(trx, before.sourceId);
    if (!ALERT_TRANSITIONS[before.status].includes(input.to)) throw new AppError(Codes.CONFLICT, 'error.transition');
    await assertUpdated(await setAlertStatus(trx, input.alertId, input.version, input.to, user.username), async () => true);
    await insertAlertEvent(trx, { alertId: input.alertId, fromStatus: before.status, toStatus: input.to, note: input.note, username: user.username });
    await ctx.audit({ action: 'transition', entity: 'alert', entityId: input.alertId, before: { status: before.status }, after: { status: input.to, note: input.note } }, trx);
    await evaluateSource(trx, before.sourceId, await engineRules(trx, ctx.config.riskWindowDays), []);
    const after = await findAlert(trx, WHOLE_COUNTRY, input.alertId);
    if (!after) throw conflict();
    return after;
  });
}

export async function openAlertCount(ctx: RequestContext): Promise<{ open: number }> {
  if (!holds(signedIn(ctx).permissions, Permissions.ALERT_LIST)) return { open: 0 };
  return { open: await countOpenAlerts(ctx.db, signedIn(ctx).scope) };
}
