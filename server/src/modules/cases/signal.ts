import type { HumanCase } from '@ews/contract';
import type { Db } from '../../db/connection.ts';
import { caseSignalRow } from '../alerts/queries.ts';
import { queueNotifications } from '../notifications/queries.ts';
import { ascending, engineRules, evaluateSource, lockSourcePoints } from '../risk/service.ts';

/** What a case's signal is made of: the case, its point when known, and its own place. */
export type SignalledCase = Pick<HumanCase, 'caseId' | 'sourceId' | 'provinceCode' | 'prefectureCode' | 'countyCode' | 'countyName' | 'reportAt'>;

/**
 * Every case raises a signal of its own (DESIGN §6 rule 1), whatever its classification: one entered
 * as excluded too, as WS 279 excludes a case only after it was suspected and tested, and a signal is
 * discarded only on laboratory evidence by a second person. Rule humanCase, urgent, new, linked to
 * the case and its point, placed where the case is, triggered on the day of the report. Never
 * absorbed into another open signal: two cases at one point are two signals. The notifications are
 * queued in the caller's transaction, so the signal and its messages commit together.
 */
export async function raiseCaseSignals(db: Db, cases: readonly SignalledCase[], actor: string): Promise<void> {
  if (cases.length === 0) return;
  const rows = cases.map(({ caseId, sourceId, provinceCode, prefectureCode, countyCode, countyName, reportAt }) =>
    caseSignalRow({ sourceId, caseId, outbreakId: null, provinceCode, prefectureCode, countyCode, countyName, on: reportAt.slice(0, 10) }, actor),
  );
  const fresh = await db.insertInto('alert').values(rows).returning(['alertId', 'sourceId', 'priority', 'provinceCode', 'prefectureCode', 'countyCode']).execute();
  await queueNotifications(db, fresh);
}

/**
 * Takes the locks of the points cases are written to, before the cases: their foreign key would
 * otherwise share-lock a point that the evaluation afterwards locks for update (see lockSourcePoints).
 */
export const lockPointsOf = (db: Db, sourceIds: readonly (number | null)[]) => lockSourcePoints(db, sourceIds.filter((id): id is number => id !== null));

/** Re-evaluates the points that cases lie at, so that each shows its cases' urgent signals at once. */
export async function evaluatePointsOf(db: Db, sourceIds: readonly (number | null)[], windowDays: number): Promise<void> {
  const points = ascending(sourceIds.filter((id): id is number => id !== null));
  if (points.length === 0) return;
  const rules = await engineRules(db, windowDays);
  for (const sourceId of points) await evaluateSource(db, sourceId, rules, []);
}
