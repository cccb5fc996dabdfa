// What refusing a sheet over IMPORT_MAX_ROWS costs (issue 42): a 60 000-row sheet of source points,
// refused as the server did before (ExcelJS builds the whole workbook, then its rows are counted)
// and as it does now (the rows counted as the sheet's XML streams, stopped at the first one over).
// Each way runs in a process of its own, beside a baseline process that only loads the same
// modules and reads the file, so that the peak RSS of each is its own and the ratios are of one run.
//   npm run import-refusal -w bench
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHEET_NAMES, SOURCE_COLUMNS } from '@ews/contract';
import { writeSheet } from '@ews/server/src/modules/transfer/sheets.ts';
import { assertWorkbookWithin, WorkbookRefused } from '@ews/server/src/modules/transfer/workbook-limits.ts';
import ExcelJS from 'exceljs';

const ROWS = 60_000;
const MAX_ROWS = 50_000;
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

type Way = 'baseline' | 'before' | 'after';

interface Measure {
  ms: number;
  peakRssMb: number;
}

/** The refusal `way` takes, in this process. */
async function refuse(way: Way, file: Uint8Array): Promise<void> {
  if (way === 'before') {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    if (workbook.worksheets[0]!.actualRowCount - 1 <= MAX_ROWS) throw new Error('the sheet was not refused');
  } else if (way === 'after') {
    const refused = await assertWorkbookWithin(file, { maxRows: MAX_ROWS, maxUnpackedBytes: MAX_UNPACKED_BYTES }).catch((error: unknown) => error);
    if (!(refused instanceof WorkbookRefused) || refused.reason !== 'rows') throw new Error('the sheet was not refused');
  }
}

async function child(way: Way, sheetPath: string): Promise<void> {
  const file = new Uint8Array(fs.readFileSync(sheetPath));
  const start = performance.now();
  await refuse(way, file);
  const measure: Measure = { ms: performance.now() - start, peakRssMb: process.resourceUsage().maxRSS / 1024 };
  process.stdout.write(JSON.stringify(measure));
}

function measured(way: Way, sheetPath: string): Measure {
  const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), way, sheetPath], { encoding: 'utf8', maxBuffer: 1024 * 1024 });
  return JSON.parse(output) as Measure;
}

async function main(): Promise<void> {
  const rows = Array.from({ length: ROWS }, (_, index) => ({
    code: `TT-${String(620000 + (index % 1000)).padStart(6, '0')}-${String(index % 1000).padStart(3, '0')}`,
    name: `Bench site ${index}`,
    focusType: 'alashanGroundSquirrel',
    provinceCode: '620000',
    longitude: 103.8 + (index % 100) / 1000,
    latitude: 36 + (index % 100) / 1000,
  }));
  const sheetPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ews-import-refusal-')), 'sheet.xlsx');
  fs.writeFileSync(sheetPath, await writeSheet(SHEET_NAMES.sources, SOURCE_COLUMNS, rows, 'en'));
  console.log(`a sheet of ${ROWS} rows, ${(fs.statSync(sheetPath).size / 1024 / 1024).toFixed(1)} MB, refused over ${MAX_ROWS} rows`);
  const baseline = measured('baseline', sheetPath);
  const before = measured('before', sheetPath);
  const after = measured('after', sheetPath);
  const line = (name: string, { ms, peakRssMb }: Measure) =>
    console.log(`${name}: ${(ms / 1000).toFixed(2)} s to the refusal, peak RSS ${peakRssMb.toFixed(0)} MB (${(peakRssMb - baseline.peakRssMb).toFixed(0)} MB over the baseline's)`);
  line('baseline (modules loaded, file read)', baseline);
  line('before: ExcelJS builds the workbook, then counts', before);
  line('now: rows counted as the XML streams', after);
  console.log(`ratios now ÷ before: time ${(after.ms / before.ms).toFixed(3)}, RSS over the baseline ${((after.peakRssMb - baseline.peakRssMb) / (before.peakRssMb - baseline.peakRssMb)).toFixed(3)}`);
  fs.rmSync(path.dirname(sheetPath), { recursive: true, force: true });
}

const [way, sheetPath] = process.argv.slice(2);
await (way ? child(way as Way, sheetPath!) : main());
