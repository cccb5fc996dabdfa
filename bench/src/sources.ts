import { monitorEventLoopDelay } from 'node:perf_hooks';
import { callEndpoint, endpoints, SOURCE_COLUMNS, uploadEndpoint } from '@ews/contract';
import { nowIso, type Db } from '@ews/server/src/db/connection.ts';
import { countyCircle } from '@ews/server/src/modules/regions/geography.ts';
import ExcelJS from 'exceljs';
import { consoleInProcess } from './in-process.ts';
import { CALL_TIMEOUT_MS } from './calls.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Ten counties of Lanzhou and Baiyin, a thousand points each: a code's six digits must name its own
 * county (issue 49), and a three-digit serial numbers a thousand points in one.
 */
const SHEET_COUNTIES = ['620102', '620103', '620104', '620105', '620111', '620121', '620122', '620123', '620402', '620403'];

async function sheetOf(rows: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(SOURCE_COLUMNS.map((column) => column.label.en));
  for (let i = 0; i < rows; i++) {
    const countyCode = SHEET_COUNTIES[Math.floor(i / 1000) % SHEET_COUNTIES.length]!;
    // At the county's centre, as a point of that county lies.
    const [longitude, latitude] = countyCircle(countyCode)!;
    const row: Record<string, string | number> = {
      code: `BB-${countyCode}-${String(i % 1000).padStart(3, '0')}`,
      name: `Bench site ${i}`,
      focusType: 'alashanGroundSquirrel',
      provinceCode: '620000',
      prefectureCode: `${countyCode.slice(0, 4)}00`,
      countyCode,
      longitude,
      latitude,
      status: 'active',
    };
    sheet.addRow(SOURCE_COLUMNS.map((column) => row[column.key] ?? ''));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Where the i-th generated point lies: by default Qinghai itself, with no prefecture or county. */
export type PlaceOf = (i: number) => { provinceCode: string; prefectureCode: string; countyCode: string };
const inQinghai: PlaceOf = () => ({ provinceCode: '630000', prefectureCode: '', countyCode: '' });

/** Adds generated source points straight into the database until it holds `total`. */
export async function fillTo(db: Db, total: number, placeOf: PlaceOf = inQinghai): Promise<void> {
  const at = nowIso();
  const { n } = await db.selectFrom('sourcePoint').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  for (let start = Number(n); start < total; start += 500) {
    const rows = Array.from({ length: Math.min(500, total - start) }, (_, k) => {
      const i = start + k;
      return {
        code: `GG-${String(100000 + Math.floor(i / 1000)).padStart(6, '0')}-${String(i % 1000).padStart(3, '0')}`,
        name: `Generated site ${i}`,
        focusType: ['himalayanMarmot', 'greatGerbil', 'mongolianGerbil', 'yellowChestedRat'][i % 4]!,
        ...placeOf(i),
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
}

export interface SourceBench {
  importMsPer1000: number;
  /** The longest the server's event loop was held during that import (the server runs in this process). */
  importLoopBlockMs: number;
  sqlite: ListBench;
  postgres: ListBench;
}

export interface ListBench {
  list1kMs: number;
  list100kMs: number;
}

/**
 * The call, as a list screen makes it: a keyword, a filter, a sort and a page past the first. 'site 9'
 * of the great gerbils matches 28 points of 1 000 and 2 778 of 100 000, and the second page of ten
 * is full at both sizes: the page of twenty asked for before (the third) was empty at 1 000 points,
 * so that run sent back no rows against twenty.
 */
const LIST_CALL = { keyword: 'site 9', focusType: 'greatGerbil', sort: 'name', page: 2, limit: 10 } as const;

/** One list call, in ms; it must answer a full page. */
async function timeListCall({ origin, token }: { origin: string; token: string }): Promise<number> {
  const started = performance.now();
  const { list } = await callEndpoint(endpoints.sourceList, LIST_CALL, { timeoutMs: CALL_TIMEOUT_MS, origin, token });
  if (list.length !== LIST_CALL.limit) throw new Error(`the list call answered ${list.length} rows, not a full page of ${LIST_CALL.limit}`);
  return performance.now() - started;
}

/**
 * The list call at 1 000 and at 100 000 points, on two databases side by side (the small one holds
 * the large one's first thousand points), in alternating calls: a spell of load slows both sizes
 * rather than one. The first ten rounds warm both up; the median of the later twenty counts.
 */
async function benchList(database: 'sqlite' | 'postgres'): Promise<ListBench> {
  const small = await consoleInProcess(database, { name: 'sources_1k' });
  const large = await consoleInProcess(database, { name: 'sources_100k' }).catch(async (error: unknown) => {
    await small.close();
    throw error;
  });
  try {
    await fillTo(small.db, 1_000);
    await fillTo(large.db, 100_000);
    const samples = { small: [] as number[], large: [] as number[] };
    for (let round = 0; round < 30; round++) {
      samples.small.push(await timeListCall(small));
      samples.large.push(await timeListCall(large));
    }
    return { list1kMs: median(samples.small.slice(10)), list100kMs: median(samples.large.slice(10)) };
  } finally {
    await Promise.all([small.close(), large.close()]);
  }
}

async function benchImport() {
  const { origin, token, close } = await consoleInProcess('sqlite', { name: 'sources' });
  try {
    const file = await sheetOf(10_000);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const report = await uploadEndpoint(endpoints.sourceImport, {}, new Blob([file as Uint8Array<ArrayBuffer>]), 'bench.xlsx', { origin, token });
    const importMs = performance.now() - started;
    loop.disable();
    if (report.imported !== 10_000) throw new Error(`import wrote ${report.imported} rows: ${JSON.stringify(report.errors.slice(0, 3))}`);
    return { importMsPer1000: importMs / 10, importLoopBlockMs: loop.max / 1e6 };
  } finally {
    await close();
  }
}

/** Import time per 1 000 rows (a 10 000-row sheet over HTTP, SQLite) and the list call at 1 000 and 100 000 points on both databases. */
export async function benchSources(): Promise<SourceBench> {
  return { ...(await benchImport()), sqlite: await benchList('sqlite'), postgres: await benchList('postgres') };
}
