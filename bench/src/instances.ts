import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callEndpoint, DEFAULT_AES_KEY, endpoints, prepareRequest } from '@ews/contract';
import { openDatabase } from '@ews/server/src/db/connection.ts';
import { DEFAULT_TEST_DATABASE_URL, TEST_ADMIN_PASSWORD } from '@ews/server/test/support/harness.ts';
import { spawnServer, type ServerProcess } from '@ews/server/test/support/processes.ts';
import { load, median } from './api.ts';

export interface InstancesBench {
  oneRps: number;
  twoRps: number;
}

const SECONDS = 3;
const ROUNDS = 3;

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
    const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: TEST_ADMIN_PASSWORD }, { origin: first.origin, aesKey: DEFAULT_AES_KEY });
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
    return { oneRps: median(one), twoRps: median(two) };
  } finally {
    await Promise.all(instances.map((instance) => instance.kill()));
    const db = openDatabase({ databaseUrl: url, databaseSchema: undefined, dataDir });
    await db.schema.dropSchema(schema).ifExists().cascade().execute();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
