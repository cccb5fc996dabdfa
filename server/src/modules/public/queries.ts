import { ALERT_LEVELS, RISK_LEVELS, WHOLE_COUNTRY, type DashboardMap, type DashboardPoint, type DataScope, type RiskLevel } from '@ews/contract';
import { dashboardPointColumns, publicPointColumns } from '@ews/contract/protocol/map-points';
import type { PublicMap, PublicMapPoint, PublicMonitor, PublicPoint } from '@ews/contract/schemas/public';
import { VERIFIED_ALERT_STATUSES, VERIFIED_OPEN_ALERT_STATUSES } from '@ews/contract/schemas/surveillance';
import type { Db } from '../../db/connection.ts';
import { nowIso } from '../../db/connection.ts';
import { OPEN_STATUSES, riskLevelOf, type AlertFacts } from '../../engine/rules.ts';
import { countOpenAlerts } from '../alerts/queries.ts';
import { divisions } from '../regions/divisions.ts';
import { RECORD_COLUMNS, SOURCE_POINT_COLUMNS, whereInScope } from '../scope/filter.ts';

type AlertLevel = (typeof ALERT_LEVELS)[number];

/** Each point's most severe alert level (I before IV) among the given alerts. */
function mostSevereLevels(alerts: readonly { sourceId: number; level: string }[]): Map<number, AlertLevel> {
  const levels = new Map<number, AlertLevel>();
  for (const { sourceId, level } of alerts) {
    const known = levels.get(sourceId);
    if (known === undefined || ALERT_LEVELS.indexOf(level as AlertLevel) < ALERT_LEVELS.indexOf(known)) levels.set(sourceId, level as AlertLevel);
  }
  return levels;
}

/** Each point's most severe alert level among its open alerts (the signed-in dashboard's), for the points in the scope. */
async function openAlertLevels(db: Db, scope: DataScope): Promise<Map<number, AlertLevel>> {
  const alerts = whereInScope(db.selectFrom('alert as a').innerJoin('sourcePoint as s', 's.sourceId', 'a.sourceId'), scope, SOURCE_POINT_COLUMNS);
  return mostSevereLevels(await alerts.select(['a.sourceId', 'a.level']).where('a.status', 'in', OPEN_STATUSES).execute());
}

/**
 * What the public may see of each point's alerts, from confirmed alerts only (one read of them):
 * the most severe still open, and the risk level by the engine's rule (the highest level among
 * alerts open or fired within the window). An alert still new or being verified colours no public
 * map and counts in no public figure.
 */
async function verifiedAlertLevels(db: Db, windowDays: number): Promise<{ open: Map<number, AlertLevel>; risk: Map<number, RiskLevel> }> {
  const rows = await db.selectFrom('alert').select(['sourceId', 'rule', 'level', 'status', 'lastTriggeredAt']).where('status', 'in', VERIFIED_ALERT_STATUSES).execute();
  const bySource = new Map<number, AlertFacts[]>();
  for (const row of rows) {
    const alerts = bySource.get(row.sourceId) ?? [];
    alerts.push({ rule: row.rule as AlertFacts['rule'], level: row.level as AlertLevel, status: row.status as AlertFacts['status'], triggeredAt: row.lastTriggeredAt });
    bySource.set(row.sourceId, alerts);
  }
  const today = nowIso().slice(0, 10);
  return {
    open: mostSevereLevels(rows.filter((row) => VERIFIED_OPEN_ALERT_STATUSES.includes(row.status as AlertFacts['status']))),
    risk: new Map([...bySource].map(([sourceId, alerts]) => [sourceId, riskLevelOf(alerts, today, windowDays)])),
  };
}

/**
 * A county's name in Latin letters, the public pages' for readers who do not read the characters:
 * its English name where GB/T 2260's data has one, else the pinyin; '' for a code not in it (a
 * place named by its province alone).
 */
function countyLatin(countyCode: string): string {
  const node = divisions().byCode.get(countyCode);
  return node ? (node.nameEn ?? node.latin) : '';
}

const POINT_COLUMNS = ['sourceId as id', 'code', 'focusType', 'status', 'riskLevel', 'provinceCode', 'provinceName', 'countyCode', 'countyName', 'longitude', 'latitude'] as const;

function pointRows(db: Db, scope: DataScope) {
  return whereInScope(db.selectFrom('sourcePoint'), scope, RECORD_COLUMNS).select(POINT_COLUMNS).orderBy('sourceId');
}

type PointRow = Awaited<ReturnType<ReturnType<typeof pointRows>['execute']>>[number];

/** A point row as the dashboard's map shows it, with its open alert level: one object per point, its fields named, not spread (100 000 spreads were a third of the call). */
function toDashboardPoint(row: PointRow & { name: string }, levels: Map<number, AlertLevel>): DashboardPoint {
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
    openAlertLevel: levels.get(row.id) ?? null,
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
  const { open: levels, risk: riskLevels } = await verifiedAlertLevels(db, windowDays);
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
      countyLatin: countyLatin(row.countyCode),
      longitude: blur(row.longitude, precisionKm),
      latitude: blur(row.latitude, precisionKm),
      openAlertLevel: levels.get(row.id) ?? null,
    }),
  );
  const outbreaks = (await mapOutbreaks(db, WHOLE_COUNTRY)).map((outbreak) => ({ ...outbreak, longitude: blur(outbreak.longitude, precisionKm), latitude: blur(outbreak.latitude, precisionKm) }));
  return { generatedAt: nowIso(), points: publicPointColumns(points), outbreaks };
}

/** The dashboard's map: the public map with the points' names, and only what lies in the scope. */
export async function dashboardMap(db: Db, scope: DataScope): Promise<DashboardMap> {
  const rows = await pointRows(db, scope).select('name').execute();
  const levels = await openAlertLevels(db, scope);
  return { generatedAt: nowIso(), points: dashboardPointColumns(rows.map((row) => toDashboardPoint(row, levels))), outbreaks: await mapOutbreaks(db, scope) };
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

/** The most recent confirmed alerts for the wall display's ticker: level, rule and place, no people. */
async function latestAlerts(db: Db): Promise<PublicMonitor['latestAlerts']> {
  const rows = await db
    .selectFrom('alert as a')
    .innerJoin('sourcePoint as s', 's.sourceId', 'a.sourceId')
    .select(['a.alertId', 'a.level', 'a.rule', 'a.status', 'a.triggeredAt', 's.code as sourceCode', 's.focusType', 's.provinceName', 's.countyCode', 's.countyName'])
    .where('a.status', 'in', VERIFIED_ALERT_STATUSES)
    .orderBy('a.triggeredAt', 'desc')
    .orderBy('a.alertId', 'desc')
    .limit(TICKER_LENGTH)
    .execute();
  return rows.map(({ countyCode, ...alert }) => ({ ...alert, countyLatin: countyLatin(countyCode) })) as PublicMonitor['latestAlerts'];
}

/** The wall display's figures: counts, levels from confirmed alerts only, and the latest alerts; no names of people. */
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
  for (const level of (await verifiedAlertLevels(db, windowDays)).risk.values()) if (level !== 'none') byRiskLevel[level]++;
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
  };
}
