import type { ChildProcess } from 'node:child_process';
import { callEndpoint, DEFAULT_AES_KEY, endpoints, type CallOptions, type Endpoint, type EndpointInput, type EndpointOutput } from '@ews/contract';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { dropTestStore, newTestStore, startServer, storeEnv, TEST_ADMIN_PASSWORD, TEST_CALL_TIMEOUT_MS, testDialect, type TestServer } from '../support/harness.ts';
import { spawnServer } from '../support/processes.ts';

/*
 * SIGKILL in the middle of a burst of acknowledged writes: sources, surveys that run the engine,
 * and alert transitions. After a restart every acknowledged write must be there and whole, and the
 * engine's stored risk must equal what a full recompute derives from the surveys.
 */

const WRITES = 1_000;
const IN_FLIGHT = 24;
const KILL_AFTER_ACKNOWLEDGED = 300;
const POINTS = 40;
const ALERTED_POINTS = 20;

type Acknowledged =
  | { kind: 'source'; sourceId: number; code: string }
  | { kind: 'survey'; surveyId: number; sourceId: number; fleaIndex: number }
  | { kind: 'transition'; alertId: number };

describe(`SIGKILL during ${WRITES} concurrent writes (${testDialect})`, () => {
  const store = newTestStore();
  let child: ChildProcess | undefined;
  let restarted: TestServer | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL'); // a failure before the planned kill must not leave the server running
    await restarted?.close();
    await dropTestStore(store);
  });

  it('keeps every acknowledged write, whole, with the engine’s risk equal to a full recompute', async ({ annotate }) => {
    const spawned = await spawnServer(storeEnv(store));
    child = spawned.child;
    const { origin } = spawned;
    // A write the client gave up on after the browser's 5 s is not acknowledged, and would count as a
    // refusal before the kill: on a saturated machine the test waits for the answer, as the harness does.
    const options: CallOptions = { origin, aesKey: DEFAULT_AES_KEY, timeoutMs: TEST_CALL_TIMEOUT_MS };
    const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: TEST_ADMIN_PASSWORD }, options);
    const call = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointOutput<E>> => callEndpoint(endpoint, input, { ...options, token });
    const today = new Date().toISOString().slice(0, 10);
    const pointInput = (code: string) => ({ code, name: `Site ${code}`, focusType: 'dauriaGroundSquirrel' as const, provinceCode: '220000', prefectureCode: '220100', countyCode: '', longitude: 125.3, latitude: 43.9 });

    const points: number[] = [];
    for (let index = 0; index < POINTS; index++) points.push((await call(endpoints.sourceSave, pointInput(`JL-220100-${String(index).padStart(3, '0')}`))).sourceId);
    for (const sourceId of points.slice(0, ALERTED_POINTS)) await call(endpoints.surveySave, { sourceId, surveyDate: today, hostDensity: 0.2, animalsExamined: 20, fleaIndex: 0.1, bacteriologySamples: 10, isolatesHost: 1 });
    const alerts = (await call(endpoints.alertList, { open: 'true', limit: 100 })).list;
    expect(alerts).toHaveLength(ALERTED_POINTS);

    // One write per step: every tenth a transition while alerts last, then sources and surveys in turn.
    const write = async (step: number): Promise<Acknowledged> => {
      const alert = step % 10 === 9 ? alerts[(step - 9) / 10] : undefined;
      if (alert) {
        await call(endpoints.alertTransition, { alertId: alert.alertId, to: 'verifying', note: `crash step ${step}`, version: alert.version });
        return { kind: 'transition', alertId: alert.alertId };
      }
      if (step % 2 === 0) {
        const code = `JL-220102-${String(step).padStart(3, '0')}`;
        return { kind: 'source', code, sourceId: (await call(endpoints.sourceSave, pointInput(code))).sourceId };
      }
      const sourceId = points[step % POINTS]!;
      // Every seventh survey crosses the flea and density thresholds, so the engine writes alerts too.
      const fleaIndex = step % 7 === 0 ? 1.5 : Number(((step % 50) / 100).toFixed(2));
      const saved = await call(endpoints.surveySave, { sourceId, surveyDate: today, hostDensity: step % 7 === 0 ? 1.2 : 0.2, animalsExamined: 20, fleaIndex });
      return { kind: 'survey', surveyId: saved.surveyId, sourceId, fleaIndex };
    };

    const acknowledged: Acknowledged[] = [];
    const refusedBeforeKill: string[] = [];
    let next = 0;
    let inFlightAtKill = -1;
    let inFlight = 0;
    const running = child;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    const worker = async () => {
      while (next < WRITES && inFlightAtKill < 0) {
        const step = next++;
        inFlight++;
        try {
          acknowledged.push(await write(step));
        } catch (error) {
          // After the kill a write is unacknowledged and may or may not be stored; before it, a refusal is a defect.
          if (inFlightAtKill < 0) refusedBeforeKill.push(String(error));
        } finally {
          inFlight--;
        }
        if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && inFlightAtKill < 0) {
          inFlightAtKill = inFlight;
          running.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await exited;
    expect(refusedBeforeKill).toEqual([]);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

    restarted = await startServer({}, store);
    const { db } = restarted;
    const sources = acknowledged.filter((write) => write.kind === 'source');
    const surveys = acknowledged.filter((write) => write.kind === 'survey');
    const transitions = acknowledged.filter((write) => write.kind === 'transition');
    expect(transitions.length).toBeGreaterThan(0);

    const storedSources = await db.selectFrom('sourcePoint').select(['sourceId', 'code']).where('sourceId', 'in', sources.map((source) => source.sourceId)).execute();
    expect(new Map(storedSources.map((row) => [row.sourceId, row.code]))).toEqual(new Map(sources.map((source) => [source.sourceId, source.code])));
    const storedSurveys = await db.selectFrom('survey').select(['surveyId', 'sourceId', 'fleaIndex']).where('surveyId', 'in', surveys.map((survey) => survey.surveyId)).execute();
    expect(new Map(storedSurveys.map((row) => [row.surveyId, [row.sourceId, Number(row.fleaIndex)]]))).toEqual(
      new Map(surveys.map((survey) => [survey.surveyId, [survey.sourceId, survey.fleaIndex]])),
    );
    const transitioned = await db.selectFrom('alert').select(['alertId', 'status']).where('alertId', 'in', transitions.map((transition) => transition.alertId)).execute();
    expect(transitioned.map((alert) => alert.status)).toEqual(transitions.map(() => 'verifying'));

    // Whole: each alert's status is its last event's, and each of its surveys exists.
    const allAlerts = await db.selectFrom('alert').select(['alertId', 'status', 'surveyIds']).execute();
    const events = await db.selectFrom('alertEvent').select(['alertId', 'toStatus']).orderBy('eventId').execute();
    const lastStatus = new Map(events.map((event) => [event.alertId, event.toStatus]));
    const surveyIds = new Set((await db.selectFrom('survey').select('surveyId').execute()).map((row) => row.surveyId));
    for (const alert of allAlerts) {
      expect(alert.status).toBe(lastStatus.get(alert.alertId) ?? 'new');
      for (const surveyId of JSON.parse(alert.surveyIds) as number[]) expect(surveyIds.has(surveyId)).toBe(true);
    }
    if (testDialect === 'sqlite') {
      const { rows } = await sql<{ integrityCheck: string }>`pragma integrity_check`.execute(db);
      expect(rows.map((row) => row.integrityCheck)).toEqual(['ok']);
    }

    // The engine: what the writes left equals what a full recompute derives from the stored surveys.
    const riskState = async () => ({
      points: await db.selectFrom('sourcePoint').select(['sourceId', 'riskLevel', 'riskScore', 'riskReason']).orderBy('sourceId').execute(),
      alerts: await db.selectFrom('alert').select(['alertId', 'rule', 'priority', 'status', 'observed', 'surveyIds']).orderBy('alertId').execute(),
    });
    const afterCrash = await riskState();
    const adminToken = await restarted.signIn();
    const recompute = await restarted.call(endpoints.riskRecompute, {}, { token: adminToken });
    expect(recompute.alertsOpened).toBe(0);
    expect(await riskState()).toEqual(afterCrash);
    await annotate(`${testDialect}: SIGKILL with ${inFlightAtKill} writes in flight; ${acknowledged.length} acknowledged (${sources.length} sources, ${surveys.length} surveys, ${transitions.length} transitions), all present`);
  });
});
