import { ALERT_TRANSITION_PERMISSION, Codes, holds, Permissions, WHOLE_COUNTRY, type Alert, type AlertDetail, type AlertEvent, type AlertStatus, type alertTransitionSchema } from '@ews/contract';
import { alertTransitionsOf, isRequest, REQUESTED_END, requestFor, RESOLVED_BY_RESULTS_RULES } from '@ews/contract/schemas/surveillance';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { signedIn, type RequestContext } from '../../http/context.ts';
import { AppError, assertUpdated, conflict, forbidden, notFound } from '../../http/errors.ts';
import { lockSourcePoint } from '../risk/queries.ts';
import { engineRules, evaluateSource, riskRuleOf } from '../risk/service.ts';
import { assertInScope } from '../scope/service.ts';
import { surveysByIds } from '../surveys/queries.ts';
import { alertEvents, countOpenAlerts, findAlert, insertAlertEvent, latestRequest, setAlertStatus, signalPlace } from './queries.ts';

/** An alert with its evidence: the surveys that fired it, its history, and the thresholds of its focus type now. */
export async function alertDetail(alertId: number, ctx: RequestContext): Promise<AlertDetail> {
  const { scope } = signedIn(ctx);
  const alert = await findAlert(ctx.db, scope, alertId);
  if (!alert) throw notFound();
  const events = await alertEvents(ctx.db, alertId);
  const thresholds = await riskRuleOf(ctx.db, alert.focusType);
  const request = (await pendingRequest(ctx.db, alert)) ?? null;
  return { ...alert, events, surveys: await surveysByIds(ctx.db, scope, alert.surveyIds), thresholds, request };
}

/** The request `alert` waits on (a discard or a closure a second person approves), if it waits on one. */
const pendingRequest = (db: Db, alert: Alert) => (isRequest(alert.status) ? latestRequest(db, alert.alertId, alert.status) : Promise.resolve(undefined));

const PERSONS_MAY_NOT_END: readonly AlertStatus[] = ['closed', 'discarded', 'discardPending', 'closePending'];
const NEEDS_SECOND_PERSON = { discardPending: 'error.discardNeedsSecondPerson', closePending: 'error.closeNeedsSecondPerson' } as const;
const OWN_REQUEST = { discardPending: 'error.discardOwnRequest', closePending: 'error.closeOwnRequest' } as const;

/**
 * Whether `username` may move `alert` to `to`: a dead-animal signal is ended only by its results;
 * a human-case or isolate signal's discard and an urgent signal's closure only through a request a
 * second person approves (DESIGN §5, issue 44); a request goes back only to the status it was asked from.
 */
function assertMove(alert: Alert, to: AlertStatus, request: AlertEvent | undefined, username: string): void {
  if (RESOLVED_BY_RESULTS_RULES.includes(alert.rule) && PERSONS_MAY_NOT_END.includes(to)) throw new AppError(Codes.CONFLICT, 'error.resolvedByResults');
  const needed = requestFor(alert, to);
  if (needed && alert.status !== needed) throw new AppError(Codes.CONFLICT, NEEDS_SECOND_PERSON[needed]);
  if (!alertTransitionsOf(alert, request?.fromStatus as AlertStatus | undefined).includes(to)) throw new AppError(Codes.CONFLICT, 'error.transition');
  // The requester may take the request back, never approve it.
  if (isRequest(alert.status) && to === REQUESTED_END[alert.status] && request?.username === username) throw forbidden(OWN_REQUEST[alert.status]);
}

export async function transitionAlert(input: z.output<typeof alertTransitionSchema>, ctx: RequestContext): Promise<Alert> {
  const user = signedIn(ctx);
  if (!holds(user.permissions, ALERT_TRANSITION_PERMISSION[input.to])) throw forbidden();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findAlert(trx, WHOLE_COUNTRY, input.alertId);
    if (!before) throw notFound();
    assertInScope(ctx, (await signalPlace(trx, input.alertId))!);
    // The point first, then the alert: the order a recompute takes them in.
    if (before.sourceId !== null) await lockSourcePoint(trx, before.sourceId);
    const request = await pendingRequest(trx, before);
    assertMove(before, input.to, request, user.username);
    await assertUpdated(await setAlertStatus(trx, input.alertId, input.version, input.to, user.username), async () => true);
    await insertAlertEvent(trx, { alertId: input.alertId, fromStatus: before.status, toStatus: input.to, note: input.note, evidence: input.evidence, username: user.username });
    await ctx.audit({ action: 'transition', entity: 'alert', entityId: input.alertId, before: { status: before.status }, after: { status: input.to, note: input.note, ...(input.evidence ? { evidence: input.evidence } : {}) } }, trx);
    if (before.sourceId !== null) await evaluateSource(trx, before.sourceId, await engineRules(trx, ctx.config.riskWindowDays), []);
    const after = await findAlert(trx, WHOLE_COUNTRY, input.alertId);
    if (!after) throw conflict();
    return after;
  });
}

export async function openAlertCount(ctx: RequestContext): Promise<{ open: number }> {
  if (!holds(signedIn(ctx).permissions, Permissions.ALERT_LIST)) return { open: 0 };
  return { open: await countOpenAlerts(ctx.db, signedIn(ctx).scope) };
}
