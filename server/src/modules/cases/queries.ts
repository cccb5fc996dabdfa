import {
  CASE_REPORT_HOURS,
  CONTACT_FOLLOW_UP_DAYS,
  reportLagHours,
  type CaseContact,
  type caseListQuery,
  type caseTimelinessQuery,
  type DataScope,
  type FollowUp,
  type HumanCase,
} from '@ews/contract';
import { sql, type Insertable, type Selectable, type UpdateObject } from 'kysely';
import type { z } from 'zod';
import { chunks } from '../../db/chunks.ts';
import { dialectOf, nowIso, type Db } from '../../db/connection.ts';
import type { CaseContactTable, Database, HumanCaseTable } from '../../db/schema.ts';
import { containing } from '../../db/text-search.ts';
import { whereInPlace, whereInScope, type ScopeColumns } from '../scope/filter.ts';

type CaseFilters = Omit<z.output<typeof caseListQuery>, 'page' | 'limit'>;

/** A case lies where its patient lives (现住址): the scope reads the case's own division columns. */
export const CASE_COLUMNS: ScopeColumns = { province: 'c.provinceCode', prefecture: 'c.prefectureCode', county: 'c.countyCode', createdBy: 'c.createdBy' };

const LATE_SECONDS = CASE_REPORT_HOURS * 3600;

/** Seconds from diagnosis to report, in each database's words for reading an ISO time. */
function lagSeconds(db: Db) {
  return dialectOf(db) === 'postgres'
    ? sql<number>`(extract(epoch from cast(c.report_at as timestamptz)) - extract(epoch from cast(c.diagnosis_at as timestamptz)))`
    : sql<number>`(strftime('%s', c.report_at) - strftime('%s', c.diagnosis_at))`;
}

/** The cases in the scope. */
const scopedCases = (db: Db, scope: DataScope) => whereInScope(db.selectFrom('humanCase as c'), scope, CASE_COLUMNS);

/** Cases with their source point and their signal (the first the case raised). */
function withSourceAndSignal(cases: ReturnType<typeof scopedCases>) {
  return cases
    .leftJoin('sourcePoint as s', 's.sourceId', 'c.sourceId')
    .selectAll('c')
    .select(['s.code as sourceCode', 's.name as sourceName'])
    .select((eb) => eb.selectFrom('alert as a').select((inner) => inner.fn.min('a.alertId').as('firstAlert')).whereRef('a.caseId', '=', 'c.caseId').as('alertId'));
}

type CaseRow = Selectable<HumanCaseTable> & { sourceCode: string | null; sourceName: string | null; alertId: number | null };

/** Whether a report came later than CASE_REPORT_HOURS after the diagnosis, to the millisecond. */
export const reportedLate = (diagnosisAt: string, reportAt: string) => Date.parse(reportAt) - Date.parse(diagnosisAt) > LATE_SECONDS * 1000;

/** A stored row with what is derived from it: the report lag and whether it was late. */
function toCase(row: CaseRow): HumanCase {
  return {
    ...row,
    sourceCode: row.sourceCode ?? '',
    sourceName: row.sourceName ?? '',
    alertId: row.alertId === null ? null : Number(row.alertId),
    sex: row.sex as HumanCase['sex'],
    occupation: row.occupation as HumanCase['occupation'],
    exposure: row.exposure as HumanCase['exposure'],
    clinicalForm: row.clinicalForm as HumanCase['clinicalForm'],
    classification: row.classification as HumanCase['classification'],
    confirmationMethod: row.confirmationMethod as HumanCase['confirmationMethod'],
    outcome: row.outcome as HumanCase['outcome'],
    reportLagHours: reportLagHours(row.diagnosisAt, row.reportAt),
    reportedLate: reportedLate(row.diagnosisAt, row.reportAt),
  };
}

/** The last moment of a day as the stored ISO times sort: a report on `date` at any hour is ≤ it. */
const endOfDay = (date: string) => `${date}T99`;

function filteredCases(db: Db, scope: DataScope, query: CaseFilters) {
  let filtered = scopedCases(db, scope);
  if (query.keyword) {
    const keyword = query.keyword;
    filtered = filtered.where((eb) =>
      eb.or([containing('c.cardNumber', keyword), containing('c.reportingUnit', keyword), containing('c.residencePlace', keyword), containing('c.exposurePlace', keyword)]),
    );
  }
  filtered = whereInPlace(filtered, query, CASE_COLUMNS);
  if (query.classification) filtered = filtered.where('c.classification', '=', query.classification);
  if (query.clinicalForm) filtered = filtered.where('c.clinicalForm', '=', query.clinicalForm);
  if (query.sourceId !== undefined) filtered = filtered.where('c.sourceId', '=', query.sourceId);
  if (query.from) filtered = filtered.where('c.reportAt', '>=', query.from);
  if (query.to) filtered = filtered.where('c.reportAt', '<=', endOfDay(query.to));
  if (query.late) filtered = filtered.where(lagSeconds(db), query.late === 'true' ? '>' : '<=', LATE_SECONDS);
  return filtered;
}

const sortColumns = { reportAt: 'c.reportAt', onsetDate: 'c.onsetDate', classification: 'c.classification', provinceCode: 'c.provinceCode' } as const;

/** Newest report first by default. */
export async function listCases(db: Db, scope: DataScope, query: z.output<typeof caseListQuery>): Promise<{ list: HumanCase[]; total: number }> {
  const filtered = filteredCases(db, scope, query);
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const direction = query.order === 'ascend' ? 'asc' : 'desc';
  const rows = await withSourceAndSignal(filtered)
    .orderBy(sortColumns[query.sort ?? 'reportAt'], direction)
    .orderBy('c.caseId', direction)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: rows.map(toCase), total: Number(total) };
}

/** One case, if it lies in the scope. */
export async function findCase(db: Db, scope: DataScope, caseId: number): Promise<HumanCase | undefined> {
  const row = await withSourceAndSignal(scopedCases(db, scope)).where('c.caseId', '=', caseId).executeTakeFirst();
  return row ? toCase(row) : undefined;
}

/** The case a device's entry was stored as, whoever may see it: the caller decides what to answer. */
export async function caseByClientId(db: Db, scope: DataScope, clientId: string): Promise<HumanCase | undefined> {
  const row = await withSourceAndSignal(scopedCases(db, scope)).where('c.clientId', '=', clientId).executeTakeFirst();
  return row ? toCase(row) : undefined;
}

export type CaseInsert = Omit<Insertable<HumanCaseTable>, 'caseId'>;

export async function insertCase(db: Db, row: CaseInsert): Promise<number> {
  return (await db.insertInto('humanCase').values(row).returning('caseId').executeTakeFirstOrThrow()).caseId;
}

/** Inserts cases in one statement per slice, answering their ids in the order given. */
export async function insertCases(db: Db, rows: readonly CaseInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (const slice of chunks(rows, 200)) ids.push(...(await db.insertInto('humanCase').values(slice).returning('caseId').execute()).map((row) => row.caseId));
  return ids;
}

/** An update guarded by `version = ?`. */
export function updateCase(db: Db, caseId: number, version: number, row: UpdateObject<Database, 'humanCase'>) {
  return db.updateTable('humanCase').set(row).where('caseId', '=', caseId).where('version', '=', version).executeTakeFirst();
}

export async function deleteCase(db: Db, caseId: number): Promise<void> {
  await db.deleteFrom('humanCase').where('caseId', '=', caseId).execute();
}

/**
 * The stored cases an import's rows may repeat: those with one of their card numbers, and, for
 * rows without one, those reported at one of their report times.
 */
export async function casesLike(db: Db, rows: readonly { cardNumber?: string | null; reportAt: string }[]): Promise<Record<string, unknown>[]> {
  const cards = [...new Set(rows.map((row) => row.cardNumber ?? '').filter((card) => card !== ''))];
  const times = [...new Set(rows.filter((row) => !row.cardNumber).map((row) => row.reportAt))];
  const found: Record<string, unknown>[] = [];
  for (const slice of chunks(cards, 500)) found.push(...(await db.selectFrom('humanCase').selectAll().where('cardNumber', 'in', slice).execute()));
  for (const slice of chunks(times, 500)) found.push(...(await db.selectFrom('humanCase').selectAll().where('cardNumber', '=', '').where('reportAt', 'in', slice).execute()));
  return found;
}

/** The day `days` after an ISO date. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The last day a contact is followed: CONTACT_FOLLOW_UP_DAYS after the last exposure. */
export const followUpUntil = (lastExposureDate: string) => addDays(lastExposureDate, CONTACT_FOLLOW_UP_DAYS);

/**
 * A contact's status on `today`: a case once it became one; cleared once its days of follow-up are
 * past without fever; following until then (a fever found keeps it following until it is made a case).
 */
export function contactStatus(contact: { becameCaseId: number | null; lastExposureDate: string; followUps: readonly FollowUp[] }, today = nowIso().slice(0, 10)): CaseContact['status'] {
  if (contact.becameCaseId !== null) return 'becameCase';
  const fever = contact.followUps.some((followUp) => followUp.fever);
  return !fever && today > followUpUntil(contact.lastExposureDate) ? 'cleared' : 'following';
}

function toContact(row: Selectable<CaseContactTable>): CaseContact {
  const followUps = JSON.parse(row.followUps) as FollowUp[];
  return {
    ...row,
    relation: row.relation as CaseContact['relation'],
    followUps,
    followUpUntil: followUpUntil(row.lastExposureDate),
    status: contactStatus({ ...row, followUps }),
  };
}

/** A case's contacts, in the order they were added. */
export async function contactsOf(db: Db, caseId: number): Promise<CaseContact[]> {
  return (await db.selectFrom('caseContact').selectAll().where('caseId', '=', caseId).orderBy('contactId').execute()).map(toContact);
}

export async function findContact(db: Db, contactId: number): Promise<CaseContact | undefined> {
  const row = await db.selectFrom('caseContact').selectAll().where('contactId', '=', contactId).executeTakeFirst();
  return row ? toContact(row) : undefined;
}

export async function insertContact(db: Db, row: Omit<Insertable<CaseContactTable>, 'contactId'>): Promise<number> {
  return (await db.insertInto('caseContact').values(row).returning('contactId').executeTakeFirstOrThrow()).contactId;
}

/** An update guarded by `version = ?`. */
export function updateContact(db: Db, contactId: number, version: number, row: UpdateObject<Database, 'caseContact'>) {
  return db.updateTable('caseContact').set(row).where('contactId', '=', contactId).where('version', '=', version).executeTakeFirst();
}

/** Monday of the ISO week of an ISO date or time ('YYYY-MM-DD'). */
export function isoWeekMonday(at: string): string {
  const day = new Date(`${at.slice(0, 10)}T00:00:00Z`);
  return addDays(at.slice(0, 10), -((day.getUTCDay() + 6) % 7));
}

/**
 * Per reporting unit and ISO week of the report (UTC): the cases, how many were reported within
 * CASE_REPORT_HOURS of their diagnosis, and that share (0–1, two decimals). Units in name order, weeks newest first.
 */
export async function caseTimeliness(db: Db, scope: DataScope, query: z.output<typeof caseTimelinessQuery>) {
  const rows = await filteredCases(db, scope, query).select(['c.reportingUnit', 'c.reportAt', 'c.diagnosisAt']).execute();
  const groups = new Map<string, { reportingUnit: string; week: string; cases: number; onTime: number }>();
  for (const row of rows) {
    const week = isoWeekMonday(row.reportAt);
    const key = `${row.reportingUnit}\u0000${week}`;
    const group = groups.get(key) ?? { reportingUnit: row.reportingUnit, week, cases: 0, onTime: 0 };
    group.cases++;
    if (!reportedLate(row.diagnosisAt, row.reportAt)) group.onTime++;
    groups.set(key, group);
  }
  const list = [...groups.values()]
    .sort((a, b) => a.reportingUnit.localeCompare(b.reportingUnit) || b.week.localeCompare(a.week))
    .map((group) => ({ ...group, share: Math.round((group.onTime / group.cases) * 100) / 100 }));
  return { list };
}
