import type { DashboardSummary, DataScope } from '@ews/contract';
import { nowIso, type Db } from '../../db/connection.ts';
import { countOpenAlerts, signalsInScope } from '../alerts/queries.ts';
import { outbreaksPerDecade, sourcesByRisk } from '../public/queries.ts';
import { declaredLevelsInForce } from '../response/queries.ts';
import { RECORD_COLUMNS, SOURCE_POINT_COLUMNS, whereInScope } from '../scope/filter.ts';

const DAY_MS = 86_400_000;

/** Monday (UTC) of the week a date falls in, as 'YYYY-MM-DD'. */
export function weekOf(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** The dashboard's figures over the records in the scope. */
export async function dashboardSummary(db: Db, scope: DataScope, today = nowIso().slice(0, 10)): Promise<DashboardSummary> {
  const count = (n: unknown) => Number(n ?? 0);
  const surveysOfPoints = () => whereInScope(db.selectFrom('survey as v').innerJoin('sourcePoint as s', 's.sourceId', 'v.sourceId'), scope, SOURCE_POINT_COLUMNS);
  const surveys = await surveysOfPoints().select((eb) => eb.fn.countAll<number>().as('n')).where('v.surveyDate', '>=', `${today.slice(0, 7)}-01`).executeTakeFirstOrThrow();
  const outbreaks = await whereInScope(db.selectFrom('outbreak'), scope, RECORD_COLUMNS)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('onsetDate', '>=', `${today.slice(0, 4)}-01-01`)
    .executeTakeFirstOrThrow();

  const firstWeek = weekOf(new Date(Date.parse(`${weekOf(today)}T00:00:00Z`) - 25 * 7 * DAY_MS).toISOString());
  const recentAlerts = await signalsInScope(db, scope)
    .select('a.triggeredAt')
    .where('a.triggeredAt', '>=', firstWeek)
    .execute();
  const perWeek = new Map<string, number>();
  for (let i = 0; i < 26; i++) perWeek.set(new Date(Date.parse(`${firstWeek}T00:00:00Z`) + i * 7 * DAY_MS).toISOString().slice(0, 10), 0);
  for (const alert of recentAlerts) {
    const week = weekOf(alert.triggeredAt);
    if (perWeek.has(week)) perWeek.set(week, perWeek.get(week)! + 1);
  }

  const since = `${Number(today.slice(0, 4)) - 2}${today.slice(4, 7)}-01`;
  const fleas = await surveysOfPoints()
    .select(['v.surveyDate', 's.focusType', 'v.fleaIndex'])
    .where('v.surveyDate', '>=', since)
    .where('v.fleaIndex', 'is not', null)
    .execute();
  const sums = new Map<string, { month: string; focusType: string; total: number; n: number }>();
  for (const row of fleas) {
    const key = `${row.surveyDate.slice(0, 7)}|${row.focusType}`;
    const entry = sums.get(key) ?? { month: row.surveyDate.slice(0, 7), focusType: row.focusType, total: 0, n: 0 };
    entry.total += row.fleaIndex!;
    entry.n++;
    sums.set(key, entry);
  }

  return {
    generatedAt: nowIso(),
    sourcesByRisk: await sourcesByRisk(db, scope),
    openAlerts: await countOpenAlerts(db, scope),
    surveysThisMonth: count(surveys.n),
    outbreaksThisYear: count(outbreaks.n),
    alertsPerWeek: [...perWeek].map(([week, alerts]) => ({ week, alerts })),
    fleaIndexTrend: [...sums.values()]
      .sort((a, b) => a.month.localeCompare(b.month) || a.focusType.localeCompare(b.focusType))
      .map(({ month, focusType, total, n }) => ({ month, focusType, fleaIndex: Math.round((total / n) * 100) / 100 })),
    outbreaksPerDecade: await outbreaksPerDecade(db, scope),
    responseLevels: await declaredLevelsInForce(db, scope),
  };
}
