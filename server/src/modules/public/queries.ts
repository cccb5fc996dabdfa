import { RISK_LEVELS, type RiskLevel } from '@ews/contract';
import type { Db } from '../../db/connection.ts';
import { nowIso } from '../../db/connection.ts';

/** Source points and outbreaks reduced to what a public map may show. */
export async function publicMap(db: Db) {
  const points = await db
    .selectFrom('sourcePoint')
    .select(['sourceId as id', 'code', 'focusType', 'status', 'riskLevel', 'provinceCode', 'countyCode', 'longitude', 'latitude'])
    .orderBy('sourceId')
    .execute();
  const outbreaks = await db
    .selectFrom('outbreak')
    .select(['onsetDate', 'longitude', 'latitude', 'cases', 'deaths'])
    .where('longitude', 'is not', null)
    .where('latitude', 'is not', null)
    .orderBy('onsetDate')
    .execute();
  return {
    generatedAt: nowIso(),
    points: points.map((point) => ({ ...point, focusType: point.focusType as never, status: point.status as never, riskLevel: point.riskLevel as RiskLevel })),
    outbreaks: outbreaks.map((row) => ({ year: Number(row.onsetDate.slice(0, 4)), longitude: row.longitude!, latitude: row.latitude!, cases: row.cases, deaths: row.deaths })),
  };
}

export async function outbreaksPerDecade(db: Db): Promise<{ decade: number; outbreaks: number; cases: number }[]> {
  const onsets = await db.selectFrom('outbreak').select(['onsetDate', 'cases']).execute();
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

export async function sourcesByRisk(db: Db): Promise<Record<RiskLevel, number>> {
  const rows = await db.selectFrom('sourcePoint').select(['riskLevel', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('riskLevel').execute();
  return Object.fromEntries(RISK_LEVELS.map((level) => [level, Number(rows.find((row) => row.riskLevel === level)?.n ?? 0)])) as Record<RiskLevel, number>;
}

/** The wall display's figures: counts only. */
export async function publicMonitor(db: Db) {
  const byFocus = await db.selectFrom('sourcePoint').select(['focusType', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('focusType').execute();
  const year = nowIso().slice(0, 4);
  const thisYear = await db
    .selectFrom('outbreak')
    .select([(eb) => eb.fn.countAll<number>().as('outbreaks'), (eb) => eb.fn.coalesce(eb.fn.sum<number>('cases'), eb.lit(0)).as('cases')])
    .where('onsetDate', '>=', `${year}-01-01`)
    .executeTakeFirstOrThrow();
  const byRiskLevel = await sourcesByRisk(db);
  return {
    generatedAt: nowIso(),
    sourcePoints: Object.values(byRiskLevel).reduce((a, b) => a + b, 0),
    byRiskLevel,
    byFocusType: Object.fromEntries(byFocus.map((row) => [row.focusType, Number(row.n)])),
    outbreaksThisYear: Number(thisYear.outbreaks),
    casesThisYear: Number(thisYear.cases),
    outbreaksByDecade: await outbreaksPerDecade(db),
  };
}
