import { DATE_PRECISIONS } from '@ews/contract';
import type { SelectQueryBuilder } from 'kysely';
import { dialectOf, nowIso, type Db } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { caseSignalRow } from '../alerts/queries.ts';
import type { FreshAlert } from '../notifications/queries.ts';

const DAY_MS = 86_400_000;

/** The first onset date inside the alert window on `today`: a record with its onset on it or later is treated as cases. */
export const windowStart = (today: string, windowDays: number) => new Date(Date.parse(today) - windowDays * DAY_MS).toISOString().slice(0, 10);

/**
 * The earliest stored onset of a record whose onset may lie inside the window, by the onset's
 * precision: an onset known to the month or the year is stored as the period's first day, and any
 * day of that period may be the onset, so a month ('2026-11', stored 2026-11-01) counts while the
 * window reaches into November.
 */
function earliestOnset(precision: string, since: string): string {
  if (precision === 'year') return `${since.slice(0, 4)}-01-01`;
  if (precision === 'month') return `${since.slice(0, 7)}-01`;
  return since;
}

/** Whether a record's onset may lie inside the window that begins on `since`. */
const onsetInWindow = (outbreak: { onsetDate: string; onsetPrecision: string }, since: string) => outbreak.onsetDate >= earliestOnset(outbreak.onsetPrecision, since);

/** The same as a condition on the outbreak table, for the records to look at. */
export function whereOnsetInWindow(query: SelectQueryBuilder<Database, 'outbreak', object>, since: string) {
  return query.where((eb) =>
    eb.or(DATE_PRECISIONS.map((precision) => eb.and([eb('onsetPrecision', '=', precision), eb('onsetDate', '>=', earliestOnset(precision, since))]))),
  );
}

/** Reads the record, taking its row lock on PostgreSQL (SQLite lets one writer in at a time): two saves of it cannot both count its signals short. */
function lockedOutbreak(db: Db, outbreakId: number) {
  const query = db
    .selectFrom('outbreak')
    .select(['outbreakId', 'sourceId', 'onsetDate', 'onsetPrecision', 'cases', 'classification', 'provinceCode', 'prefectureCode', 'countyCode', 'countyName'])
    .where('outbreakId', '=', outbreakId);
  return (dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

async function signalsOf(db: Db, outbreakId: number): Promise<number> {
  const { n } = await db.selectFrom('alert').select((eb) => eb.fn.countAll<number>().as('n')).where('outbreakId', '=', outbreakId).where('rule', '=', 'humanCase').executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * An outbreak record with its onset inside the alert window is treated as cases (DESIGN §5): each
 * case it counts raises a humanCase signal of its own, urgent, at the record's own place and with
 * its source point when it has one, never absorbed into another. The record's signals are counted,
 * so that saving it again raises none and an edit that adds cases raises one per case added (fewer
 * cases take none back: a signal raised stays, to be verified). `added`: the cases an edit has just
 * added, which are today's reports whatever the record's first onset (a record kept for a months-long
 * event); they raise their signals even when the onset is older than the window. Runs in the
 * caller's transaction, which holds the record's point lock when it has a point; answers the signals opened.
 */
export async function openOutbreakSignals(db: Db, outbreakId: number, windowDays: number, today = nowIso().slice(0, 10), added = 0): Promise<{ opened: FreshAlert[]; sourceId: number | null }> {
  const outbreak = await lockedOutbreak(db, outbreakId);
  if (!outbreak || outbreak.classification === 'excluded') return { opened: [], sourceId: null };
  const unsignalled = outbreak.cases - (await signalsOf(db, outbreakId));
  const missing = onsetInWindow(outbreak, windowStart(today, windowDays)) ? unsignalled : Math.min(added, unsignalled);
  if (missing <= 0) return { opened: [], sourceId: outbreak.sourceId };
  const { sourceId, provinceCode, prefectureCode, countyCode, countyName } = outbreak;
  // Dated by the onset, as a survey's signals are by the survey's date: when it happened.
  const signal = caseSignalRow({ sourceId, caseId: null, outbreakId, provinceCode, prefectureCode, countyCode, countyName, on: outbreak.onsetDate }, 'engine');
  const opened = await db
    .insertInto('alert')
    .values(Array.from({ length: missing }, () => signal))
    .returning(['alertId', 'priority'])
    .execute();
  return { opened, sourceId: outbreak.sourceId };
}

/** The records with their onset inside the alert window on `today`, by point (ascending, the order evaluations lock points in), those at no point last. */
export async function recentOutbreaks(db: Db, windowDays: number, today = nowIso().slice(0, 10)): Promise<{ outbreakId: number; sourceId: number | null }[]> {
  const rows = await whereOnsetInWindow(db.selectFrom('outbreak'), windowStart(today, windowDays)).select(['outbreakId', 'sourceId']).orderBy('outbreakId').execute();
  return rows.sort((a, b) => (a.sourceId ?? Number.MAX_SAFE_INTEGER) - (b.sourceId ?? Number.MAX_SAFE_INTEGER));
}
