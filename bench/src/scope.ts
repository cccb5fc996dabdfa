import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callEndpoint, endpoints, type Endpoint } from '@ews/contract';
import { buildApp } from '@ews/server/src/app.ts';
import { loadConfig } from '@ews/server/src/config.ts';
import { nowIso } from '@ews/server/src/db/connection.ts';
import { divisions } from '@ews/server/src/modules/regions/divisions.ts';
import { BENCH_PASSWORD } from './servers.ts';

const POINTS = 100_000;
const SAMPLES = 12;
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

/** POINTS source points spread evenly over the country's counties, straight into the database. */
async function fillCountry(db: Awaited<ReturnType<typeof buildApp>>['db']) {
  const places = counties();
  const at = nowIso();
  for (let start = 0; start < POINTS; start += 500) {
    const rows = Array.from({ length: Math.min(500, POINTS - start) }, (_, k) => {
      const i = start + k;
      const place = places[i % places.length]!;
      return {
        code: `SB-${place.countyCode}-${String(Math.floor(i / places.length)).padStart(3, '0')}`,
        name: `Scoped site ${i}`,
        focusType: 'himalayanMarmot',
        ...place,
        provinceName: '',
        prefectureName: '',
        countyName: '',
        place: '',
        altitude: null,
        area: null,
        discoveredOn: '',
        status: 'active',
        monitoringUnit: '',
        contactName: '',
        contactPhone: '',
        notes: '',
        longitude: 90 + (i % 2000) / 100,
        latitude: 30 + (i % 1000) / 100,
        primaryHosts: '[]',
        primaryVectors: '[]',
        createdAt: at,
        createdBy: 'bench',
        updatedAt: at,
        updatedBy: 'bench',
        version: 1,
      };
    });
    await db.insertInto('sourcePoint').values(rows).execute();
  }
  return places[0]!.countyCode;
}

export interface ScopeBench {
  listAllMs: number;
  listCountyMs: number;
  mapAllMs: number;
  mapCountyMs: number;
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
    const admin = (await callEndpoint(endpoints.login, { username: 'admin', password: BENCH_PASSWORD }, { origin })).token;
    const county = await fillCountry(db);
    const operator = await db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'operator').executeTakeFirstOrThrow();
    await callEndpoint(endpoints.userSave, { username: 'countybench', name: 'County bench', password: COUNTY_PASSWORD, roleIds: [operator.roleId], divisionCodes: [county] }, { origin, token: admin });
    const scoped = (await callEndpoint(endpoints.login, { username: 'countybench', password: COUNTY_PASSWORD }, { origin })).token;

    const time = async <E extends Endpoint>(endpoint: E, input: Parameters<typeof callEndpoint<E>>[1], token: string) => {
      const t = performance.now();
      await callEndpoint(endpoint, input, { origin, token, timeoutMs: 120_000 });
      return performance.now() - t;
    };
    const samples = { listAll: [] as number[], listCounty: [] as number[], mapAll: [] as number[], mapCounty: [] as number[] };
    for (let i = 0; i < SAMPLES; i++) {
      samples.listAll.push(await time(endpoints.sourceList, { page: 1, limit: 20 }, admin));
      samples.listCounty.push(await time(endpoints.sourceList, { page: 1, limit: 20 }, scoped));
      samples.mapAll.push(await time(endpoints.dashboardMap, {}, admin));
      samples.mapCounty.push(await time(endpoints.dashboardMap, {}, scoped));
    }
    // The first rounds warm the caches; the rest are measured.
    const settled = (values: number[]) => median(values.slice(2));
    return { listAllMs: settled(samples.listAll), listCountyMs: settled(samples.listCounty), mapAllMs: settled(samples.mapAll), mapCountyMs: settled(samples.mapCounty) };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
