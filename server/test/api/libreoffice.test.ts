import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpoints, FOCUS_TYPES, SHEET_NAMES, SOURCE_STATUS_NAMES } from '@ews/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDebianPackage } from '../support/debian.ts';
import { startServer, type TestServer } from '../support/harness.ts';

const SOFFICE = '/usr/bin/soffice';
const CSV_UTF8 = '44,34,76,1'; // comma, double quotes, UTF-8, from line 1

/**
 * Converts `file` with LibreOffice Calc into `format` beside it, as a person re-saving a sheet
 * would; each run has a profile of its own so that parallel suites do not share one.
 */
function convert(file: string, format: string, inputFilter?: string): string {
  const dir = path.dirname(file);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-lo-profile-'));
  try {
    const filter = inputFilter ? [`--infilter=${inputFilter}`] : [];
    execFileSync(SOFFICE, [`-env:UserInstallation=file://${profile}`, '--headless', '--norestore', ...filter, '--convert-to', format, '--outdir', dir, file], { stdio: 'pipe', timeout: 120_000 });
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return path.join(dir, `${path.basename(file, path.extname(file))}.${format.split(':')[0]}`);
}

describe('sheets through LibreOffice Calc', () => {
  let server: TestServer;
  let token: string;
  let work: string;
  beforeAll(async () => {
    ensureDebianPackage(SOFFICE, 'libreoffice-calc');
    server = await startServer();
    token = await server.signIn();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-lo-'));
    for (const [i, status] of (['active', 'quiescent'] as const).entries()) {
      const { sourceId } = await server.call(endpoints.sourceSave, { code: `LO-620102-00${i}`, name: `Calc site ${i}`, focusType: 'alashanGroundSquirrel', provinceCode: '620000', prefectureCode: '620100', countyCode: '620102', longitude: 103.8, latitude: 36.05, discoveredOn: '1958-07-01', status }, { token });
      await server.call(endpoints.surveySave, { sourceId, surveyDate: `2025-06-0${i + 1}`, hostDensity: 0.85, fleaIndex: 0.6, animalsExamined: 40, notes: `Calc survey ${i}` }, { token });
    }
  }, 300_000);
  afterAll(async () => {
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('an export edited in Calc, whose codes and dates Calc typed as numbers and dates, updates the records', async () => {
    const exported = await server.download(endpoints.sourceExport, { keyword: 'LO-620102-' }, { token, headers: { cookie: 'language=es' } });
    const xlsx = path.join(work, 'export.xlsx');
    fs.writeFileSync(xlsx, Buffer.from(await exported.blob.arrayBuffer()));

    // Through CSV and back, Calc types what it can: region codes become numbers, dates dates.
    const csv = convert(xlsx, `csv:Text - txt - csv (StarCalc):${CSV_UTF8}`);
    const text = fs.readFileSync(csv, 'utf8');
    expect(text).toContain(FOCUS_TYPES.alashanGroundSquirrel.es);
    fs.writeFileSync(csv, text.replace('Calc site 0', 'Edited in Calc'));
    const resaved = convert(csv, 'xlsx', `CSV:${CSV_UTF8}`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(resaved);
    const row = workbook.worksheets[0]!.getRow(2);
    const cells = (row.values as ExcelJS.CellValue[]).slice(1);
    expect(cells.some((cell) => typeof cell === 'number' && cell === 620000)).toBe(true);
    expect(cells.some((cell) => cell instanceof Date)).toBe(true);

    const report = await server.upload(endpoints.sourceImport, fs.readFileSync(resaved), { token, fields: { mode: 'update' } });
    // Only the edited row changes: the other, though Calc retyped its cells, repeats its record.
    expect(report).toEqual({ imported: 1, updated: 1, unchanged: 1, errors: [] });
    const stored = (await server.call(endpoints.sourceList, { keyword: 'LO-620102-', sort: 'code' }, { token })).list;
    expect(stored.map((source) => [source.name, source.provinceCode, source.countyCode, source.discoveredOn, source.status])).toEqual([
      ['Edited in Calc', '620000', '620102', '1958-07-01', 'active'],
      ['Calc site 1', '620000', '620102', '1958-07-01', 'quiescent'],
    ]);
    expect(text).toContain(SOURCE_STATUS_NAMES.quiescent.es);
  }, 300_000);

  it('a survey export saved again by Calc, its date cells Calc’s own, imports with every row unchanged', async () => {
    const exported = await server.download(endpoints.surveyExport, {}, { token, headers: { cookie: 'language=zh' } });
    const xlsx = path.join(work, 'surveys.xlsx');
    fs.writeFileSync(xlsx, Buffer.from(await exported.blob.arrayBuffer()));
    const resaved = convert(convert(xlsx, 'ods'), 'xlsx');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(resaved);
    expect(workbook.worksheets[0]!.name).toBe(SHEET_NAMES.surveys.zh);
    expect(workbook.worksheets[0]!.getRow(2).getCell(2).value).toEqual(new Date('2025-06-02T00:00:00Z'));
    expect(await server.upload(endpoints.surveyImport, fs.readFileSync(resaved), { token })).toEqual({ imported: 0, updated: 0, unchanged: 2, errors: [] });
  }, 300_000);
});
