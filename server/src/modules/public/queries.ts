import { PRIORITY_RANK, RISK_LEVELS, WHOLE_COUNTRY, type DashboardMap, type DashboardPoint, type DataScope, type RiskLevel, type SignalPriority } from '@ews/contract';
import { dashboardPointColumns, publicPointColumns } from '@ews/contract/protocol/map-points';
import type { PublicMap, PublicMapPoint, PublicMonitor, PublicPoint } from '@ews/contract/schemas/public';
import { VERIFIED_ALERT_STATUSES, VERIFIED_OPEN_ALERT_STATUSES } from '@ews/contract/schemas/surveillance';
import type { Db } from '../../db/connection.ts';
import { nowIso } from '../../db/connection.ts';
import { OPEN_STATUSES, riskLevelOf, type AlertFacts } from '../../engine/rules.ts';
import { countOpenAlerts, signalsInScope } from '../alerts/queries.ts';
import { divisions, latinName } from '../regions/divisions.ts';
import { declaredLevelsInForce } from '../response/queries.ts';
import { RECORD_COLUMNS, whereInScope } from '../scope/filter.ts';

/** A point's signal: those at no point colour no point. */
type PointSignal = { sourceId: number; priority: string };

/** Each point's most urgent signal priority among the given signals. */
function mostUrgentPriorities(signals: readonly PointSignal[]): Map<number, SignalPriority> {
  const priorities = new Map<number, SignalPriority>();
  for (const { sourceId, priority } of signals) {
    const known = priorities.get(sourceId);
    if (known === undefined || PRIORITY_RANK[priority as SignalPriority] > PRIORITY_RANK[known]) priorities.set(sourceId, priority as SignalPriority);
  }
  return priorities;
}

/** Each point's most urgent priority among its open signals (the signed-in dashboard's), for the signals in the scope. */
async function openPriorities(db: Db, scope: DataScope): Promise<Map<number, SignalPriority>> {
  const signals = signalsInScope(db, scope).select(['a.sourceId', 'a.priority']).where('a.sourceId', 'is not', null).where('a.status', 'in', OPEN_STATUSES);
  return mostUrgentPriorities((await signals.execute()) as PointSignal[]);
}

/**
 * What the public may see of each point's signals, from confirmed signals only (one read of them):
 * the most urgent still open, and the risk by the engine's rule (the most urgent priority among
 * signals open or fired within the window). A signal still new or being verified colours no public
 * map and counts in no public figure; one at no point colours none.
 */
async function verifiedPriorities(db: Db, windowDays: number): Promise<{ open: Map<number, SignalPriority>; risk: Map<number, RiskLevel> }> {
  const rows = (await db
    .selectFrom('alert')
    .select(['sourceId', 'rule', 'priority', 'status', 'lastTriggeredAt'])
    .where('status', 'in', VERIFIED_ALERT_STATUSES)
    .where('sourceId', 'is not', null)
    .execute()) as (PointSignal & { rule: string; status: string; lastTriggeredAt: string })[];
  const bySource = new Map<number, AlertFacts[]>();
  for (const row of rows) {
    const alerts = bySource.get(row.sourceId) ?? [];
    alerts.push({ rule: row.rule as AlertFacts['rule'], priority: row.priority as SignalPriority, status: row.status as AlertFacts['status'], triggeredAt: row.lastTriggeredAt });
    bySource.set(row.sourceId, alerts);
  }
  const today = nowIso().slice(0, 10);
  return {
    open: mostUrgentPriorities(rows.filter((row) => VERIFIED_OPEN_ALERT_STATUSES.includes(row.status as AlertFacts['status']))),
    risk: new Map([...bySource].map(([sourceId, alerts]) => [sourceId, riskLevelOf(alerts, today, windowDays)])),
  };
}

const POINT_COLUMNS = ['sourceId as id', 'code', 'focusType', 'status', 'riskLevel', 'provinceCode', 'provinceName', 'countyCode', 'countyName', 'longitude', 'latitude'] as const;

function pointRows(db: Db, scope: DataScope) {
  return whereInScope(db.selectFrom('sourcePoint'), scope, RECORD_COLUMNS).select(POINT_COLUMNS).orderBy('sourceId');
}

type PointRow = Awaited<ReturnType<ReturnType<typeof pointRows>['execute']>>[number];

/** A point row as the dashboard's map shows it, with its open signals' priority: one object per point, its fields named, not spread (100 000 spreads were a third of the call). */
function toDashboardPoint(row: PointRow & { name: string }, priorities: Map<number, SignalPriority>): DashboardPoint {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    focusType: row.focusType as PublicPoint['focusType'],
    status: row.status as PublicPoint['status'],
    riskLevel: row.riskLevel as RiskLevel,
    provinceCode: row.provinceCode,
    provinceName: row.provinceName,
    countyCode: row.countyCode,
    countyName: row.countyName,
    longitude: row.longitude,
    latitude: row.latitude,
    openPriority: priorities.get(row.id) ?? null,
  };
}

/** Outbreaks with coordinates in the scope, for the heat layer: year and size only. */
async function mapOutbreaks(db: Db, scope: DataScope): Promise<PublicMap['outbreaks']> {
  const rows = await whereInScope(db.selectFrom('outbreak'), scope, RECORD_COLUMNS)
    .select(['onsetDate', 'longitude', 'latitude', 'cases', 'deaths'])
    .where('longitude', 'is not', null)
    .where('latitude', 'is not', null)
    .orderBy('onsetDate')
    .execute();
  return rows.map((row) => ({ year: Number(row.onsetDate.slice(0, 4)), longitude: row.longitude!, latitude: row.latitude!, cases: row.cases, deaths: row.deaths }));
}

const KM_PER_DEGREE = 111.32;

/** A coordinate snapped to a grid of about `km` kilometres (0: as stored). */
function blur(degrees: number, km: number): number {
  if (km <= 0) return degrees;
  const step = km / KM_PER_DEGREE;
  return Number((Math.round(degrees / step) * step).toFixed(5));
}

/** What the public pages are shaped by: PUBLIC_MAP_PRECISION_KM and RISK_WINDOW_DAYS. */
export interface PublicView {
  precisionKm: number;
  windowDays: number;
}

/**
 * Source points and outbreaks reduced to what a public map may show: places only to about
 * `precisionKm` (PUBLIC_MAP_PRECISION_KM), and alerts only once an analyst has confirmed them.
 */
export async function publicMap(db: Db, { precisionKm, windowDays }: PublicView): Promise<PublicMap> {
  const rows = await pointRows(db, WHOLE_COUNTRY).execute();
  const { open: priorities, risk: riskLevels } = await verifiedPriorities(db, windowDays);
  // One object per point, its fields named (as toDashboardPoint's).
  const points = rows.map(
    (row): PublicMapPoint => ({
      id: row.id,
      code: row.code,
      focusType: row.focusType as PublicPoint['focusType'],
      status: row.status as PublicPoint['status'],
      riskLevel: riskLevels.get(row.id) ?? 'none',
      provinceCode: row.provinceCode,
      provinceName: row.provinceName,
      countyCode: row.countyCode,
      countyName: row.countyName,
      countyLatin: latinName(row.countyCode),
      longitude: blur(row.longitude, precisionKm),
      latitude: blur(row.latitude, precisionKm),
      openPriority: priorities.get(row.id) ?? null,
    }),
  );
  const outbreaks = (await mapOutbreaks(db, WHOLE_COUNTRY)).map((outbreak) => ({ ...outbreak, longitude: blur(outbreak.longitude, precisionKm), latitude: blur(outbreak.latitude, precisionKm) }));
  return { generatedAt: nowIso(), points: publicPointColumns(points), outbreaks };
}

/** The dashboard's map: the public map with the points' names, and only what lies in the scope. */
export async function dashboardMap(db: Db, scope: DataScope): Promise<DashboardMap> {
  const rows = await pointRows(db, scope).select('name').execute();
  const priorities = await openPriorities(db, scope);
  return { generatedAt: nowIso(), points: dashboardPointColumns(rows.map((row) => toDashboardPoint(row, priorities))), outbreaks: await mapOutbreaks(db, scope) };
}

export async function outbreaksPerDecade(db: Db, scope: DataScope): Promise<{ decade: number; outbreaks: number; cases: number }[]> {
  const onsets = await whereInScope(db.selectFrom('outbreak'), scope, RECORD_COLUMNS).select(['onsetDate', 'cases']).execute();
  const decades = new Map<number, { outbreaks: number; cases: number }>();
  for (const row of onsets) {
    const decade = Math.floor(Number(row.onsetDate.slice(0, 4)) / 10) * 10;
    const entry = decades.get(decade) ?? { outbreaks: 0, cases: 0 };
    entry.outbreaks++;
    entry.cases += row.cases;
    decades.set(decade, entry);
  }
  return [...decades].sort(([a], [b]) => a - b).map(([decade, entry]) => ({ decade, ...entry }));
}

export async function sourcesByRisk(db: Db, scope: DataScope): Promise<Record<RiskLevel, number>> {
  const rows = await whereInScope(db.selectFrom('sourcePoint'), scope, RECORD_COLUMNS).select(['riskLevel', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('riskLevel').execute();
  return Object.fromEntries(RISK_LEVELS.map((level) => [level, Number(rows.find((row) => row.riskLevel === level)?.n ?? 0)])) as Record<RiskLevel, number>;
}

const TICKER_LENGTH = 20;

/** The most recent confirmed signals for the wall display's ticker: priority, rule and their own place, no people. */
async function latestAlerts(db: Db): Promise<PublicMonitor['latestAlerts']> {
  const rows = await db
    .selectFrom('alert as a')
    .leftJoin('sourcePoint as s', 's.sourceId', 'a.sourceId')
    .select(['a.alertId', 'a.priority', 'a.rule', 'a.status', 'a.triggeredAt', 'a.provinceCode', 'a.countyCode', 'a.countyName'])
    .select((eb) => [eb.fn.coalesce('s.code', eb.val('')).as('sourceCode'), eb.fn.coalesce('s.focusType', eb.val('')).as('focusType')])
    .where('a.status', 'in', VERIFIED_ALERT_STATUSES)
    .orderBy('a.triggeredAt', 'desc')
    .orderBy('a.alertId', 'desc')
    .limit(TICKER_LENGTH)
    .execute();
  const { byCode } = divisions();
  return rows.map(({ provinceCode, countyCode, ...alert }) => ({ ...alert, provinceName: byCode.get(provinceCode)?.name ?? '', countyLatin: latinName(countyCode) })) as PublicMonitor['latestAlerts'];
}

/** The wall display's figures: counts, risks from confirmed signals only, the latest signals and the response levels declared; no names of people. */
export async function publicMonitor(db: Db, windowDays: number): Promise<PublicMonitor> {
  const byFocus = await db.selectFrom('sourcePoint').select(['focusType', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('focusType').execute();
  const year = nowIso().slice(0, 4);
  const thisYear = await db
    .selectFrom('outbreak')
    .select([(eb) => eb.fn.countAll<number>().as('outbreaks'), (eb) => eb.fn.coalesce(eb.fn.sum<number>('cases'), eb.lit(0)).as('cases')])
    .where('onsetDate', '>=', `${year}-01-01`)
    .executeTakeFirstOrThrow();
  const sourcePoints = byFocus.reduce((sum, row) => sum + Number(row.n), 0);
  const byRiskLevel = Object.fromEntries(RISK_LEVELS.map((level) => [level, 0])) as Record<RiskLevel, number>;
  for (const level of (await verifiedPriorities(db, windowDays)).risk.values()) if (level !== 'none') byRiskLevel[level]++;
  byRiskLevel.none = sourcePoints - Object.values(byRiskLevel).reduce((a, b) => a + b, 0);
  return {
    generatedAt: nowIso(),
    sourcePoints,
    byRiskLevel,
    byFocusType: Object.fromEntries(byFocus.map((row) => [row.focusType, Number(row.n)])),
    outbreaksThisYear: Number(thisYear.outbreaks),
    casesThisYear: Number(thisYear.cases),
    outbreaksByDecade: await outbreaksPerDecade(db, WHOLE_COUNTRY),
    openAlerts: await countOpenAlerts(db, WHOLE_COUNTRY, VERIFIED_OPEN_ALERT_STATUSES),
    latestAlerts: await latestAlerts(db),
    responseLevels: await declaredLevelsInForce(db, WHOLE_COUNTRY),
  };
}
