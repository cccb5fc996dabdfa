import type { TestServer } from '@ews/server/test/support/harness.ts';

/**
 * A demo source point in Qinghai with no risk and no alert still open: a survey the test enters
 * there raises an alert of its own, which no earlier one hides. The first such point, so that a
 * run is repeatable.
 */
export function quietPointInQinghai(server: TestServer) {
  return server.db
    .selectFrom('sourcePoint as s')
    .select(['s.sourceId', 's.code', 's.longitude', 's.latitude'])
    .where('s.riskLevel', '=', 'none')
    .where('s.provinceCode', '=', '630000')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('alert as a').select('a.alertId').whereRef('a.sourceId', '=', 's.sourceId').where('a.status', '!=', 'closed'))))
    .orderBy('s.sourceId')
    .executeTakeFirstOrThrow();
}
