import fs from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { callEndpoint, DEFAULT_AES_KEY, endpoints, prepareRequest } from '@ews/contract';
import { openLiveStream, readLiveEvents } from '@ews/contract/protocol/live';
import { openDatabase } from '@ews/server/src/db/connection.ts';
import { LIVE_BATCH_MS } from '@ews/server/src/http/live.ts';
import { DEFAULT_TEST_DATABASE_URL, TEST_ADMIN_PASSWORD } from '@ews/server/test/support/harness.ts';
import { spawnServer, type ServerProcess } from '@ews/server/test/support/processes.ts';
import { load, median } from './api.ts';
import { fullOrQuick } from './quick.ts';
import { CALL_TIMEOUT_MS } from './calls.ts';

export interface InstancesBench {
  oneRps: number;
  twoRps: number;
  /** Median milliseconds from sending a write to one instance until the other's live stream tells of it. */
  liveMs: number;
  /** The same writes' median round trip, the baseline of the same run. */
  writeMs: number;
}

const SECONDS = fullOrQuick(3, 1);
const ROUNDS = 3;
const LIVE_WRITES = 20;

/**
 * Outbreak records written one at a time through one instance while a live stream is open on the
 * other, each after a quiet spell as a person saves a form: when the stream tells of each, against
 * when its answer came back (both from the moment the write was sent). The notice crosses
 * PostgreSQL's LISTEN/NOTIFY while the answer is on its way, so the two are close.
 */
async function liveLatency(writeOrigin: string, streamOrigin: string, token: string): Promise<Pick<InstancesBench, 'liveMs' | 'writeMs'>> {
  const abort = new AbortController();
  const body = await openLiveStream({ origin: streamOrigin, aesKey: DEFAULT_AES_KEY, signal: abort.signal });
  const told: number[] = [];
  const reading = (async () => {
    for await (const event of readLiveEvents(body)) if (event.topics.includes('outbreaks')) told.push(performance.now());
  })().catch(() => undefined);
  const latencies: number[] = [];
  const writes: number[] = [];
  try {
    for (let index = 0; index < LIVE_WRITES; index++) {
      await setTimeout(2 * LIVE_BATCH_MS);
      const outbreak = { code: `BENCH-LIVE-${index}`, title: 'Bench', onsetDate: '2001-07-01', provinceCode: '630000', bubonic: 1, pneumonic: 0, cases: 1, deaths: 0, classification: 'confirmed' as const, confirmationMethod: 'culture' as const };
      const sentAt = performance.now();
      await callEndpoint(endpoints.outbreakSave, outbreak, { timeoutMs: CALL_TIMEOUT_MS, origin: writeOrigin, token, aesKey: DEFAULT_AES_KEY });
      writes.push(performance.now() - sentAt);
      while (told.length <= index) await setTimeout(1);
      latencies.push(told[index]! - sentAt);
    }
  } finally {
    abort.abort();
    await reading;
  }
  return { liveMs: median(latencies), writeMs: median(writes) };
}

/**
 * The signed, encrypted sysuser/info call served by one instance, then by two on the same
 * PostgreSQL schema under the same load generator, in alternating rounds of one run. On two cores
 * the two instances share the cores with the load generator and the database: a report, not a budget.
 */
export async function benchInstances(): Promise<InstancesBench> {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const schema = `bench_${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-bench-instances-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_SCHEMA: schema };
  const instances: ServerProcess[] = [];
  try {
    instances.push(...(await Promise.all([spawnServer(env), spawnServer(env)])));
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: TEST_ADMIN_PASSWORD }, { timeoutMs: CALL_TIMEOUT_MS, origin: first.origin, aesKey: DEFAULT_AES_KEY });
    const call = (origin: string) => prepareRequest(endpoints.info, {}, { origin, token });
    const [toFirst, toSecond] = [call(first.origin), call(second.origin)];
    await Promise.all([load(toFirst.url, toFirst.init.headers, 2), load(toSecond.url, toSecond.init.headers, 2)]);
    const one: number[] = [];
    const two: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      one.push((await load(toFirst.url, toFirst.init.headers, SECONDS)).requestsPerSecond);
      const both = await Promise.all([load(toFirst.url, toFirst.init.headers, SECONDS), load(toSecond.url, toSecond.init.headers, SECONDS)]);
      two.push(both[0].requestsPerSecond + both[1].requestsPerSecond);
    }
    return { oneRps: median(one), twoRps: median(two), ...(await liveLatency(first.origin, second.origin, token)) };
  } finally {
    await Promise.all(instances.map((instance) => instance.kill()));
    const db = openDatabase({ databaseUrl: url, databaseSchema: undefined, dataDir });
    await db.schema.dropSchema(schema).ifExists().cascade().execute();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
