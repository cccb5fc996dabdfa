import { endpoints } from '@ews/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testDialect, type TestServer } from '../support/harness.ts';

const PARALLEL_SAVES = 40;

describe(`parallel survey saves on one source point (${testDialect})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('all succeed, with one alert per rule and the risk their surveys give (no deadlock over the point)', async () => {
    const token = await server.signIn();
    const point = { code: 'JL-220100-001', name: 'Site 1', focusType: 'dauriaGroundSquirrel' as const, provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.3, latitude: 43.9 };
    const { sourceId } = await server.call(endpoints.sourceSave, point, { token });
    const today = new Date().toISOString().slice(0, 10);
    // Half of them cross both thresholds, so the saves also race to open and extend the same alert.
    const saves = await Promise.allSettled(
      Array.from({ length: PARALLEL_SAVES }, (_, index) =>
        server.call(endpoints.surveySave, { sourceId, surveyDate: today, hostDensity: index % 2 ? 1.2 : 0.2, animalsExamined: 20, fleaIndex: index % 2 ? 1.5 : 0.3 }, { token }),
      ),
    );
    expect(saves.flatMap((save) => (save.status === 'rejected' ? [String(save.reason)] : []))).toEqual([]);
    // One alert per rule however the saves interleaved, and the point's level from the crossing surveys.
    const alerts = (await server.call(endpoints.alertList, { limit: 100 }, { token })).list;
    expect(alerts.length).toBeGreaterThan(0);
    expect(new Set(alerts.map((alert) => alert.rule)).size).toBe(alerts.length);
    const stored = await server.db.selectFrom('sourcePoint').select('riskLevel').where('sourceId', '=', sourceId).executeTakeFirstOrThrow();
    expect(stored.riskLevel).toBe('moderate');
  });
});
