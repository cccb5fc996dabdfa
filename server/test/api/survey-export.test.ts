import { endpoints, FIELD_LABELS, LANGUAGES, SHEET_NAMES, SURVEY_COLUMNS, type Endpoint, type LabelledField, type Language, type SheetColumn } from '@ews/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/harness.ts';
import { insideOf } from '../support/places.ts';

/*
 * The survey export (issue 49, 6) and what every export writes (issue 49, 26): the tab named in
 * the reader's language as the headers are, days as date cells, and a sheet that imports again
 * with every row unchanged.
 */

const PASSWORD = 'Export-pass-2026';
const TIANJUN = { provinceCode: '630000', prefectureCode: '632800', countyCode: '632823' } as const;
const GOLMUD = { provinceCode: '630000', prefectureCode: '632800', countyCode: '632801' } as const;

async function workbookOf(blob: Blob): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook.worksheets[0]!;
}

/** The value and number format of `key`'s cell on each row below the headers. */
function cellsOf(sheet: ExcelJS.Worksheet, columns: readonly SheetColumn[], key: string): { value: ExcelJS.CellValue; numFmt: string | undefined }[] {
  const index = columns.findIndex((column) => column.key === key) + 1;
  const cells: { value: ExcelJS.CellValue; numFmt: string | undefined }[] = [];
  sheet.eachRow((row, line) => {
    if (line > 1) cells.push({ value: row.getCell(index).value, numFmt: row.getCell(index).numFmt });
  });
  return cells;
}

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe('survey export, and the sheet every export writes', () => {
  let server: TestServer;
  let admin: string;
  let countyOperator: string;
  let tianjun: number;

  beforeAll(async () => {
    server = await startServer();
    admin = await server.signIn();
    const point = { focusType: 'himalayanMarmot', longitude: 98.5, latitude: 37.3, discoveredOn: '1958-07-01' } as const;
    tianjun = (await server.call(endpoints.sourceSave, { ...point, code: 'SX-632823-001', name: 'Tianjun export site', ...TIANJUN }, { token: admin })).sourceId;
    const golmud = (await server.call(endpoints.sourceSave, { ...point, ...insideOf(GOLMUD), code: 'SX-632801-001', name: 'Golmud export site', focusType: 'qinghaiVole', ...GOLMUD }, { token: admin })).sourceId;
    const measures = { hostSpecies: 'Marmota himalayana', hostDensity: 0.85, captureRate: 12.5, animalsExamined: 40, infestationRate: 35, fleaIndex: 0.6, vectorSpecies: 'Oropsylla silantiewi', seraTested: 40, maxTitre: '1:40', notes: '雨后调查; after rain' };
    await server.call(endpoints.surveySave, { sourceId: tianjun, surveyDate: '2025-06-01', ...measures }, { token: admin });
    await server.call(endpoints.surveySave, { sourceId: tianjun, surveyDate: '2025-07-01', surveyUnit: 'Tianjun CDC', deadRodentsFound: 2, deadRodentsPending: 2 }, { token: admin });
    await server.call(endpoints.surveySave, { sourceId: golmud, surveyDate: '2025-06-15', ...measures, burrowFleaIndex: 0.3 }, { token: admin });
    await server.call(
      endpoints.outbreakSave,
      { code: 'SX-1958-01', title: 'Export outbreak', onsetDate: '1958-07-30', onsetPrecision: 'day', endDate: '1958-08-20', ...TIANJUN, longitude: 98.5, latitude: 37.3, bubonic: 1, pneumonic: 0, septicemic: 0, otherForm: 0, cases: 1, deaths: 0, classification: 'confirmed', confirmationMethod: 'culture', infectionSource: 'hunting', hostsInvolved: [], animalEpizootic: false },
      { token: admin },
    );
    await server.call(
      endpoints.caseSave,
      { cardNumber: 'SX-CASE-01', reportAt: '2025-07-15T11:00:00+08:00', diagnosisAt: '2025-07-15T09:30:00+08:00', onsetDate: '2025-07-13', sex: 'male', occupation: 'herdsman', exposure: 'hunting', clinicalForm: 'bubonic', classification: 'suspected', confirmationMethod: 'unknown', outcome: 'underTreatment', reportingUnit: 'Export CDC', ...TIANJUN },
      { token: admin },
    );
    const roleId = (await server.db.selectFrom('sysRole').select('roleId').where('roleKey', '=', 'operator').executeTakeFirstOrThrow()).roleId;
    await server.call(endpoints.userSave, { username: 'tianjunop', name: 'Tianjun operator', password: PASSWORD, roleIds: [roleId], divisionCodes: [TIANJUN.countyCode] }, { token: admin });
    countyOperator = await server.signIn('tianjunop', PASSWORD);
  });
  afterAll(() => server.close());

  const exportSurveys = async (query: Parameters<typeof server.download<typeof endpoints.surveyExport>>[1], token = admin, language: Language = 'en') =>
    server.download(endpoints.surveyExport, query, { token, headers: { cookie: `language=${language}` } });
  const sourceCodes = (sheet: ExcelJS.Worksheet) => cellsOf(sheet, SURVEY_COLUMNS, 'sourceCode').map((cell) => cell.value);
  const surveyDates = (sheet: ExcelJS.Worksheet) => cellsOf(sheet, SURVEY_COLUMNS, 'surveyDate').map((cell) => cell.value);

  it('exports every survey the list’s filters match, newest first, named as the other exports are', async () => {
    const all = await exportSurveys({});
    expect(all.filename).toMatch(/^surveys-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(surveyDates(await workbookOf(all.blob))).toEqual([day('2025-07-01'), day('2025-06-15'), day('2025-06-01')]);
    expect(surveyDates(await workbookOf((await exportSurveys({ from: '2025-06-10', to: '2025-06-30' })).blob))).toEqual([day('2025-06-15')]);
    expect(sourceCodes(await workbookOf((await exportSurveys({ focusType: 'qinghaiVole' })).blob))).toEqual(['SX-632801-001']);
    expect(surveyDates(await workbookOf((await exportSurveys({ sourceId: tianjun })).blob))).toEqual([day('2025-07-01'), day('2025-06-01')]);
  });

  it('gives a county operator the surveys of their county only', async () => {
    expect(sourceCodes(await workbookOf((await exportSurveys({}, countyOperator)).blob))).toEqual(['SX-632823-001', 'SX-632823-001']);
  });

  it.each(LANGUAGES)('names the tab and the headers in the reader’s language (%s)', async (language) => {
    const sheet = await workbookOf((await exportSurveys({}, admin, language)).blob);
    expect(sheet.name).toBe(SHEET_NAMES.surveys[language]);
    expect((sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1)).toEqual(SURVEY_COLUMNS.map((column) => column.label[language]));
  });

  /** Every export, its sheet's name and the day columns it holds. */
  const EXPORTS = [
    [endpoints.sourceExport, 'sources', ['discoveredOn']],
    [endpoints.outbreakExport, 'outbreaks', ['onsetDate', 'endDate']],
    [endpoints.surveyExport, 'surveys', ['surveyDate']],
    [endpoints.caseExport, 'cases', ['onsetDate']],
  ] as const satisfies readonly (readonly [Endpoint, keyof typeof SHEET_NAMES, readonly LabelledField[]])[];

  it.each(EXPORTS.map(([endpoint, sheetName, days]) => [endpoint.path, endpoint, sheetName, days] as const))('%s: a Chinese tab, and days as date cells shown yyyy-mm-dd', async (_path, endpoint, sheetName, days) => {
    const sheet = await workbookOf((await server.download(endpoint as Endpoint, {} as never, { token: admin, headers: { cookie: 'language=zh' } })).blob);
    expect(sheet.name).toBe(SHEET_NAMES[sheetName].zh);
    const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
    for (const key of days) {
      const column = headers.indexOf(FIELD_LABELS[key].zh) + 1;
      const cells: ExcelJS.Cell[] = [];
      sheet.eachRow((row, line) => {
        if (line > 1) cells.push(row.getCell(column));
      });
      expect([key, column > 0, cells.length > 0]).toEqual([key, true, true]);
      for (const cell of cells) expect([key, cell.value instanceof Date, cell.numFmt]).toEqual([key, true, 'yyyy-mm-dd']);
    }
  });

  it('imports its own export again with every row unchanged, dates read back as days', async () => {
    for (const language of ['zh', 'es'] as const) {
      const exported = await exportSurveys({}, admin, language);
      const report = await server.upload(endpoints.surveyImport, new Uint8Array(await exported.blob.arrayBuffer()), { token: admin });
      expect([language, report]).toEqual([language, { imported: 0, updated: 0, unchanged: 3, errors: [] }]);
    }
    expect((await server.call(endpoints.surveyList, { page: 1, limit: 10 }, { token: admin })).total).toBe(3);
  });

  it('the source and outbreak exports, with their date cells, import again unchanged too', async () => {
    for (const [exportEndpoint, importEndpoint] of [
      [endpoints.sourceExport, endpoints.sourceImport],
      [endpoints.outbreakExport, endpoints.outbreakImport],
    ] as const) {
      const exported = await server.download(exportEndpoint, {}, { token: admin, headers: { cookie: 'language=zh' } });
      const report = await server.upload(importEndpoint, new Uint8Array(await exported.blob.arrayBuffer()), { token: admin, fields: { mode: 'update' } });
      expect([exportEndpoint.path, report]).toEqual([exportEndpoint.path, { imported: 0, updated: 0, unchanged: exportEndpoint === endpoints.sourceExport ? 2 : 1, errors: [] }]);
    }
  });
});
