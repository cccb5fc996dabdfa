import { Codes, endpoints, FIELD_LABELS, FOCUS_TYPES, OUTBREAK_COLUMNS, RISK_LEVEL_NAMES, SOURCE_COLUMNS, SOURCE_EXPORT_COLUMNS, SOURCE_STATUS_NAMES, type Language, type Outbreak } from '@ews/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf } from '../support/codes.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { sheetOf } from '../support/sheets.ts';

/** The workbook in `blob` with `edit` applied to its first sheet, as a person would edit an export. */
async function edited(blob: Blob, edit: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  edit(workbook.worksheets[0]!);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The 1-based column of an export's column. */
const columnOf = (key: string) => SOURCE_EXPORT_COLUMNS.findIndex((column) => column.key === key) + 1;

async function readBack(blob: Blob): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

/** A sheet of source points with English headers; `bad` replaces fields of the row at that index. */
function sourceSheet(count: number, bad?: { index: number; change: Record<string, string | number> }): Promise<Uint8Array> {
  return sheetOf(
    SOURCE_COLUMNS,
    Array.from({ length: count }, (_, i) => ({
      // 'TT' is no province: these codes never meet the demo data's; 620190–620199 name no division, so no county the rows' would contradict.
      code: `TT-${620190 + Math.floor(i / 1000)}-${String(i % 1000).padStart(3, '0')}`,
      name: `Imported site ${i}`,
      focusType: 'alashanGroundSquirrel',
      provinceCode: '620000',
      prefectureCode: '620100',
      countyCode: '620102',
      longitude: 103.8 + (i % 100) / 1000,
      latitude: 36.0,
      primaryHosts: 'Spermophilus alashanicus; Meriones unguiculatus',
      status: 'active',
      ...(bad?.index === i ? bad.change : {}),
    })),
  );
}

/** An outbreak sheet with English headers, one row per entry; unset cells take a valid bubonic outbreak's. */
function outbreakSheet(rows: Record<string, string | number | boolean>[]): Promise<Uint8Array> {
  return sheetOf(
    OUTBREAK_COLUMNS,
    rows.map((change, i) => ({ code: `TT-OB-${String(i).padStart(4, '0')}`, title: `Imported outbreak ${i}`, onsetDate: '2001-08-15', provinceCode: '620000', bubonic: 3, cases: 3, deaths: 1, classification: 'confirmed', confirmationMethod: 'culture', ...change })),
  );
}

/** What an outbreak record says, without what the database assigns. */
const content = ({ outbreakId: _id, createdAt: _ca, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, version: _v, ...rest }: Outbreak) => rest;

describe('Excel export and import', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true' });
    token = await server.signIn();
    // Seeding five years of demo surveys takes a while when other suites share the machine.
  });
  afterAll(() => server.close());

  it('exports every row matching the filter, not a page, with headers in the caller’s language', async () => {
    const all = await server.download(endpoints.sourceExport, {}, { token });
    expect(all.filename).toMatch(/^source-points-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readBack(all.blob);
    expect(rows[0]?.slice(0, 3)).toEqual(['Code', 'Name', 'Focus type']);
    expect(rows).toHaveLength(301);
    const filtered = await server.download(endpoints.sourceExport, { focusType: 'greatGerbil' }, { token, headers: { cookie: 'language=zh' } });
    const zhRows = await readBack(filtered.blob);
    expect(zhRows[0]?.[0]).toBe('编码');
    const expected = (await server.call(endpoints.sourceList, { focusType: 'greatGerbil', limit: 100 }, { token })).total;
    expect(zhRows.length - 1).toBe(expected);
    // Values of a closed set in the reader's language, not their keys.
    expect(zhRows.slice(1).every((row) => row[2] === FOCUS_TYPES.greatGerbil.zh)).toBe(true);
    // In the list's order.
    const descending = await readBack((await server.download(endpoints.sourceExport, { focusType: 'greatGerbil', sort: 'code', order: 'descend' }, { token })).blob);
    expect(descending.slice(1).map((row) => row[0])).toEqual(zhRows.slice(1).map((row) => row[0]).reverse());
  });

  it('names each region code’s division beside it and gives the risk, in the sheet’s language; importing the export again changes nothing', async () => {
    const demo = await server.db.selectFrom('sourcePoint').select(['code', 'riskLevel', 'notes']).where('code', '=', 'XJ-650205-001').executeTakeFirstOrThrow();
    const headers = (language: Language) => ['provinceCode', 'provinceName', 'prefectureCode', 'prefectureName', 'countyCode', 'countyName'].map((key) => FIELD_LABELS[key as keyof typeof FIELD_LABELS][language]);
    const expected: Record<Language, string[]> = {
      zh: ['650000', '新疆维吾尔自治区', '650200', '克拉玛依市', '650205', '乌尔禾区'],
      en: ['650000', 'Xinjiang', '650200', 'Kelamayi', '650205', "Wu'erhe District"],
      es: ['650000', 'Sinkiang', '650200', 'Kelamayi', '650205', "Distrito de Wu'erhe"],
      ja: ['650000', '新疆ウイグル自治区', '650200', '克拉玛依市', '650205', '乌尔禾区'],
    };
    for (const language of ['zh', 'en', 'es', 'ja'] as const) {
      const exported = (await server.download(endpoints.sourceExport, { keyword: demo.code }, { token, headers: { cookie: `language=${language}` } })).blob;
      const [header, row] = await readBack(exported);
      const from = columnOf('provinceCode') - 1;
      expect(header!.slice(from, from + 6), language).toEqual(headers(language));
      expect(row!.slice(from, from + 6), language).toEqual(expected[language]);
      expect(header![columnOf('riskLevel') - 1]).toBe(FIELD_LABELS.riskLevel[language]);
      expect(row![columnOf('riskLevel') - 1]).toBe(RISK_LEVEL_NAMES[demo.riskLevel as keyof typeof RISK_LEVEL_NAMES][language]);
      // An export imported again repeats its records: nothing is written.
      expect(await server.upload(endpoints.sourceImport, new Uint8Array(await exported.arrayBuffer()), { token, fields: { mode: 'update' } })).toEqual({ imported: 0, updated: 0, unchanged: 1, errors: [] });
    }
    // The demo's notes say what they are in Chinese first, then in English.
    expect(demo.notes).toMatch(/^演示数据.* \/ Synthetic demo record/);
  });

  it('serves a template whose example row imports', async () => {
    const template = await server.download(endpoints.sourceImportTemplate, {}, { token });
    const report = await server.upload(endpoints.sourceImport, new Uint8Array(await template.blob.arrayBuffer()), { token });
    expect(report).toEqual({ imported: 1, updated: 0, unchanged: 0, errors: [] });
  });

  it('a file with one bad row among 500 writes nothing and reports that row', async () => {
    const before = (await server.call(endpoints.sourceList, {}, { token })).total;
    const file = await sourceSheet(500, { index: 321, change: { latitude: 91 } });
    const report = await server.upload(endpoints.sourceImport, file, { token });
    expect(report.imported).toBe(0);
    expect(report.errors).toEqual([{ line: 323, field: 'Latitude', message: 'Must be at most 54' }]);
    expect((await server.call(endpoints.sourceList, {}, { token })).total).toBe(before);
    // In the caller's language, without zod's English name of the type ('数值过大：期望 number <=54').
    const inChinese = await server.upload(endpoints.sourceImport, file, { token, headers: { cookie: 'language=zh' } });
    expect(inChinese.errors).toEqual([{ line: 323, field: '纬度', message: '不能大于 54' }]);
  });

  it('names the values a closed set allows as the sheet writes them, in the reader’s language, not their keys', async () => {
    const file = await sourceSheet(3, { index: 1, change: { focusType: 'Marmot of nowhere' } });
    for (const [language, field, name] of [
      ['en', 'Focus type', FOCUS_TYPES.himalayanMarmot.en],
      ['ja', FIELD_LABELS.focusType.ja, FOCUS_TYPES.himalayanMarmot.ja],
    ] as const) {
      const { errors } = await server.upload(endpoints.sourceImport, file, { token, headers: { cookie: `language=${language}` } });
      expect(errors).toEqual([{ line: 3, field, message: expect.stringContaining(name) }]);
      expect(errors[0]!.message).not.toMatch(/himalayanMarmot/);
    }
  });

  it('reports duplicates inside the file and codes already stored, and broken region chains', async () => {
    const file = await sourceSheet(3, { index: 2, change: { code: 'TT-620190-000' } });
    const duplicate = await server.upload(endpoints.sourceImport, file, { token });
    expect(duplicate.errors.map((error) => [error.line, error.field])).toEqual([[4, 'Code']]);
    const stored = await server.upload(endpoints.sourceImport, await sourceSheet(1, { index: 0, change: { code: 'QH-632823-999', provinceCode: '630000', prefectureCode: '632800', countyCode: '632823', longitude: 98.5, latitude: 37.3 } }), { token });
    expect(stored.errors.map((error) => [error.line, error.field])).toEqual([[2, 'Code']]);
    const region = await server.upload(endpoints.sourceImport, await sourceSheet(1, { index: 0, change: { countyCode: '110101' } }), { token });
    expect(region.errors.map((error) => error.field)).toEqual([FIELD_LABELS.region.en]);
  });

  it('imports a valid file of 10 000 rows completely', async () => {
    const before = (await server.call(endpoints.sourceList, {}, { token })).total;
    const report = await server.upload(endpoints.sourceImport, await sourceSheet(10_000), { token });
    expect(report).toEqual({ imported: 10_000, updated: 0, unchanged: 0, errors: [] });
    expect((await server.call(endpoints.sourceList, {}, { token })).total).toBe(before + 10_000);
  });

  it('refuses a file that is not a workbook and a call without a file with 40000', async () => {
    expect(await codeOf(server.upload(endpoints.sourceImport, new TextEncoder().encode('not excel'), { token }))).toBe(Codes.VALIDATION);
    expect(await codeOf(server.call(endpoints.sourceImport, {}, { token }))).toBe(Codes.VALIDATION);
  });

  it('round-trips outbreaks: export, then the same rows refused as existing codes', async () => {
    const exported = await server.download(endpoints.outbreakExport, { from: '2000-01-01' }, { token });
    const rows = await readBack(exported.blob);
    const expected = (await server.call(endpoints.outbreakList, { from: '2000-01-01', limit: 100 }, { token })).total;
    expect(rows.length - 1).toBe(expected);
    const report = await server.upload(endpoints.outbreakImport, new Uint8Array(await exported.blob.arrayBuffer()), { token });
    expect(report.imported).toBe(0);
    expect(report.errors).toHaveLength(expected);
    expect(new Set(report.errors.map((error) => error.field))).toEqual(new Set(['Code']));
  });

  it('serves an outbreak template whose example row imports', async () => {
    const template = await server.download(endpoints.outbreakImportTemplate, {}, { token, headers: { cookie: 'language=ja' } });
    const rows = await readBack(template.blob);
    expect(rows[0]?.slice(0, 3)).toEqual(['コード', 'タイトル', '疫源地コード']);
    const report = await server.upload(endpoints.outbreakImport, new Uint8Array(await template.blob.arrayBuffer()), { token });
    expect(report).toEqual({ imported: 1, updated: 0, unchanged: 0, errors: [] });
  });

  it('links outbreak rows to source points by code, reads yes/no cells, and reports unknown codes and bad cells by column', async () => {
    const point = (await server.call(endpoints.sourceList, { limit: 1 }, { token })).list[0]!;
    const good = { sourceCode: point.code, animalEpizootic: '是', urbanPneumonicSpread: 'no', hostsInvolved: 'Marmota himalayana; Meriones unguiculatus' };
    const mixed = await server.upload(endpoints.outbreakImport, await outbreakSheet([good, { sourceCode: 'ZZ-000000-000' }, { animalEpizootic: 'maybe' }]), { token });
    expect(mixed.imported).toBe(0);
    expect(mixed.errors.map((error) => [error.line, error.field])).toEqual([[3, 'Source point code'], [4, 'Animal epizootic']]);
    expect(mixed.errors[0]?.message).toMatch(/source point does not exist/);
    expect((await server.call(endpoints.outbreakList, { keyword: 'TT-OB-' }, { token })).total).toBe(0);

    expect(await server.upload(endpoints.outbreakImport, await outbreakSheet([good]), { token })).toEqual({ imported: 1, updated: 0, unchanged: 0, errors: [] });
    const [imported] = (await server.call(endpoints.outbreakList, { keyword: 'TT-OB-0000' }, { token })).list;
    expect(imported).toMatchObject({ sourceId: point.sourceId, sourceCode: point.code, animalEpizootic: true, urbanPneumonicSpread: false, hostsInvolved: ['Marmota himalayana', 'Meriones unguiculatus'], responseLevel: 'IV' });
    await server.call(endpoints.outbreakDelete, { ids: String(imported!.outbreakId) }, { token });
  });

  it('an outbreak file with one row breaking a rule across fields among 500 writes nothing and reports that row', async () => {
    const rows = Array.from({ length: 500 }, (_, i): Record<string, number> => (i === 250 ? { deaths: 4 } : i === 400 ? { bubonic: 2 } : {}));
    const report = await server.upload(endpoints.outbreakImport, await outbreakSheet(rows), { token });
    expect(report.imported).toBe(0);
    expect(report.errors.map((error) => [error.line, error.field])).toEqual([[252, 'Deaths'], [402, 'Cases']]);
    expect((await server.call(endpoints.outbreakList, { keyword: 'TT-OB-' }, { token })).total).toBe(0);
  });

  it('re-imports an exported outbreak sheet (Chinese headers) into the same records', async () => {
    const filter = { from: '2010-01-01' };
    const before = (await server.call(endpoints.outbreakList, { ...filter, limit: 100, sort: 'code' }, { token })).list;
    expect(before.some((outbreak) => outbreak.sourceId !== null)).toBe(true);
    const exported = await server.download(endpoints.outbreakExport, filter, { token, headers: { cookie: 'language=zh' } });
    expect((await readBack(exported.blob))[0]?.slice(0, 3)).toEqual(['编码', '标题', '疫源点编码']);
    await server.call(endpoints.outbreakDelete, { ids: before.map((outbreak) => outbreak.outbreakId).join(',') }, { token });
    const report = await server.upload(endpoints.outbreakImport, new Uint8Array(await exported.blob.arrayBuffer()), { token });
    expect(report).toEqual({ imported: before.length, updated: 0, unchanged: 0, errors: [] });
    const after = (await server.call(endpoints.outbreakList, { ...filter, limit: 100, sort: 'code' }, { token })).list;
    expect(after.map(content)).toEqual(before.map(content));
  });

  it('reads closed-set cells by their names in any of the four languages, or by their keys', async () => {
    const names = [
      { focusType: FOCUS_TYPES.greatGerbil.zh, status: SOURCE_STATUS_NAMES.active.es },
      { focusType: FOCUS_TYPES.greatGerbil.ja.toLowerCase(), status: SOURCE_STATUS_NAMES.quiescent.ja },
      { focusType: ` ${FOCUS_TYPES.himalayanMarmot.es} `, status: 'ELIMINATED' },
      { focusType: 'himalayanMarmot', status: 'eliminated' },
    ];
    const file = await sheetOf(SOURCE_COLUMNS, names.map((change, i) => ({ code: `TN-620102-${String(i).padStart(3, '0')}`, name: `Named ${i}`, provinceCode: '620000', prefectureCode: '620100', countyCode: '620102', longitude: 103.8, latitude: 36, ...change })));
    expect(await server.upload(endpoints.sourceImport, file, { token })).toEqual({ imported: 4, updated: 0, unchanged: 0, errors: [] });
    const stored = (await server.call(endpoints.sourceList, { keyword: 'TN-620102-', sort: 'code' }, { token })).list;
    expect(stored.map((source) => [source.focusType, source.status])).toEqual([['greatGerbil', 'active'], ['greatGerbil', 'quiescent'], ['himalayanMarmot', 'eliminated'], ['himalayanMarmot', 'eliminated']]);
    const unknown = await server.upload(endpoints.sourceImport, await sheetOf(SOURCE_COLUMNS, [{ code: 'TN-620102-900', name: 'x', focusType: 'Gerbo', provinceCode: '620000', longitude: 103.8, latitude: 36 }]), { token });
    expect(unknown.errors.map((error) => error.field)).toEqual(['Focus type']);
  });

  it('updates the records an edited export names by code, when their versions are still the stored ones; otherwise writes nothing', async () => {
    const filter = { keyword: 'TN-620102-' };
    const exported = (await server.download(endpoints.sourceExport, filter, { token, headers: { cookie: 'language=es' } })).blob;
    const header = (await readBack(exported))[0]!;
    expect(header.at(-1)).toBe(FIELD_LABELS.version.es);
    const renamed = await edited(exported, (sheet) => {
      sheet.getRow(2).getCell(columnOf('name')).value = 'Renamed in a sheet';
    });
    // Without the mode, stored codes are refused as duplicates.
    expect((await server.upload(endpoints.sourceImport, renamed, { token })).errors.map((error) => error.field)).toEqual(['Code', 'Code', 'Code', 'Code']);

    const before = (await server.call(endpoints.sourceList, { ...filter, sort: 'code' }, { token })).list;
    const report = await server.upload(endpoints.sourceImport, renamed, { token, fields: { mode: 'update' } });
    // Only the edited row is written; the rows that repeat their records are left alone.
    expect(report).toEqual({ imported: 1, updated: 1, unchanged: before.length - 1, errors: [] });
    const after = (await server.call(endpoints.sourceList, { ...filter, sort: 'code' }, { token })).list;
    expect(after.map((source) => source.name)).toEqual(['Renamed in a sheet', ...before.slice(1).map((source) => source.name)]);
    expect(after.map((source) => source.version)).toEqual([before[0]!.version + 1, ...before.slice(1).map((source) => source.version)]);
    const audit = await server.call(endpoints.auditList, { entity: 'source', action: 'update', limit: 10 }, { token });
    expect(audit.list.filter((row) => row.entityId === String(after[0]!.sourceId))).toHaveLength(1);
    // The same sheet again changes nothing.
    expect(await server.upload(endpoints.sourceImport, renamed, { token, fields: { mode: 'update' } })).toEqual({ imported: 0, updated: 0, unchanged: before.length, errors: [] });

    // Another edit of that row from the old export: the stored record has changed since, and nothing is written.
    const staleEdit = await edited(exported, (sheet) => {
      sheet.getRow(2).getCell(columnOf('name')).value = 'Edited from an old export';
      sheet.getRow(3).getCell(columnOf('name')).value = 'Edited while current';
    });
    const stale = await server.upload(endpoints.sourceImport, staleEdit, { token, fields: { mode: 'update' }, headers: { cookie: 'language=zh' } });
    expect(stale.imported).toBe(0);
    expect(stale.errors.map((error) => [error.line, error.field])).toEqual([[2, FIELD_LABELS.version.zh]]);
    expect(stale.errors[0]!.message).toContain(String(after[0]!.version));
    const withoutVersion = await edited(exported, (sheet) => {
      sheet.getRow(3).getCell(columnOf('name')).value = 'Edited without a version';
      sheet.getRow(3).getCell(columnOf('version')).value = null;
    });
    const missing = await server.upload(endpoints.sourceImport, withoutVersion, { token, fields: { mode: 'update' } });
    expect(missing.errors.map((error) => [error.line, error.field])).toEqual([[2, 'Version'], [3, 'Version']]);
    expect(missing.errors[1]!.message).toMatch(/needs the version/);
    expect((await server.call(endpoints.sourceList, { ...filter, sort: 'code' }, { token })).list).toEqual(after);
  });

  it('refuses an unknown import mode with 40000 naming the field', async () => {
    const refused = await codeOf(server.upload(endpoints.sourceImport, await sourceSheet(1), { token, fields: { mode: 'merge' } }));
    expect(refused).toBe(Codes.VALIDATION);
  });
});

