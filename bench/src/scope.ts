import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callEndpoint, endpoints, type Endpoint } from '@ews/contract';
import { buildApp } from '@ews/server/src/app.ts';
import { loadConfig } from '@ews/server/src/config.ts';
import { divisions } from '@ews/server/src/modules/regions/divisions.ts';
import { BENCH_PASSWORD } from './servers.ts';
import { fillTo } from './sources.ts';
import { CALL_TIMEOUT_MS } from './calls.ts';

const POINTS = 100_000;
const SAMPLES = 6;
const COUNTY_PASSWORD = 'Bench-county-2026';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Every county of the bundled tree with the province and prefecture it lies in. */
function counties() {
  const { byCode } = divisions();
  return [...byCode.values()]
    .filter((node) => node.level === 3)
    .map((county) => {
      const parent = byCode.get(county.parent)!;
      const prefecture = parent.level === 2 ? parent : undefined;
      return { provinceCode: prefecture ? prefecture.parent : parent.code, prefectureCode: prefecture?.code ?? '', countyCode: county.code };
    });
}

export interface ScopeBench {
  listAllMs: number;
  listCountyMs: number;
  /** Built afresh, as after any write. */
  mapAllMs: number;
  mapCountyMs: number;
  /** The whole country's again with no write between: the answer its users share. */
  mapAllSharedMs: number;
}

/**
 * The list and map calls at 100 000 points, for the admin (the whole country) and for a county
 * operator (one county's points, filtered inside the query), measured alternately in one run.
 */
export async function benchScope(): Promise<ScopeBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-bench-scope-'));
  const { app, db } = await buildApp(loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: BENCH_PASSWORD, CAPTCHA: 'off', SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'none') }));
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const admin = (await callEndpoint(endpoints.login, { username: 'admin', password: BENCH_PASSWORD }, { timeoutMs: CALL_TIMEOUT_MS, origin })).token;
    // The points spread evenly over the country's counties.
    const places = counties();
    await fillTo(db, POINTS, (i) => places[i % places.length]!);
    const county = places[0]!.countyCode;
    const operator = await db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'operator').executeTakeFirstOrThrow();
    await callEndpoint(endpoints.userSave, { username: 'countybench', name: 'County bench', password: COUNTY_PASSWORD, roleIds: [operator.roleId], divisionCodes: [county] }, { timeoutMs: CALL_TIMEOUT_MS, origin, token: admin });
    const scoped = (await callEndpoint(endpoints.login, { username: 'countybench', password: COUNTY_PASSWORD }, { timeoutMs: CALL_TIMEOUT_MS, origin })).token;

    const time = async <E extends Endpoint>(endpoint: E, input: Parameters<typeof callEndpoint<E>>[1], token: string) => {
      const t = performance.now();
      await callEndpoint(endpoint, input, { origin, token, timeoutMs: 120_000 });
      return performance.now() - t;
    };
    const samples = { listAll: [] as number[], listCounty: [] as number[], mapAll: [] as number[], mapCounty: [] as number[], mapAllShared: [] as number[] };
    const surveyed = await db.selectFrom('sourcePoint').select('sourceId').where('countyCode', '=', county).executeTakeFirstOrThrow();
    for (let i = 0; i < SAMPLES; i++) {
      samples.listAll.push(await time(endpoints.sourceList, { page: 1, limit: 20 }, admin));
      samples.listCounty.push(await time(endpoints.sourceList, { page: 1, limit: 20 }, scoped));
      // A survey written first: the maps kept for every scope are built again.
      await callEndpoint(endpoints.surveySave, { sourceId: surveyed.sourceId, surveyDate: new Date().toISOString().slice(0, 10), animalsExamined: 40, fleaIndex: 0.5 }, { timeoutMs: CALL_TIMEOUT_MS, origin, token: admin });
      samples.mapAll.push(await time(endpoints.dashboardMap, {}, admin));
      samples.mapCounty.push(await time(endpoints.dashboardMap, {}, scoped));
      samples.mapAllShared.push(await time(endpoints.dashboardMap, {}, admin));
    }
    // The first rounds warm the caches; the rest are measured.
    const settled = (values: number[]) => median(values.slice(2));
    return {
      listAllMs: settled(samples.listAll),
      listCountyMs: settled(samples.listCounty),
      mapAllMs: settled(samples.mapAll),
      mapCountyMs: settled(samples.mapCounty),
      mapAllSharedMs: settled(samples.mapAllShared),
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
