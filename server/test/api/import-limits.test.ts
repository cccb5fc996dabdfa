import { Codes, endpoints, SOURCE_COLUMNS } from '@ews/contract';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTED_ERRORS } from '../../src/modules/transfer/import.ts';
import { refusal } from '../support/codes.ts';
import { RECORD_TABLES, tablesFingerprint } from '../support/fingerprint.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { sheetOf } from '../support/sheets.ts';

/*
 * What an import refuses before it works on it: too many rows (counted as the sheet streams), a
 * workbook that unpacks too large, of too many entries or with a cell longer than Excel allows,
 * more imports at once than IMPORTS_AT_ONCE, NUL characters; and a report of bounded length.
 */

const MAX_ROWS = 20;
/** A refused import is audited; the records are what must not change. */
const RECORDS = RECORD_TABLES.filter((table) => table !== 'sys_audit_log');

const sourceRows = (count: number, change: (index: number) => Record<string, string> = () => ({})) =>
  Array.from({ length: count }, (_, index) => ({
    code: `TT-620100-${String(index).padStart(3, '0')}`,
    name: `Limit site ${index}`,
    focusType: 'alashanGroundSquirrel',
    provinceCode: '620000',
    longitude: 103.8,
    latitude: 36,
    ...change(index),
  }));

/** A source code of its own for row `index` of sheet `batch`, for sheets of up to 26 000 rows. */
const uniqueCode = (batch: number, index: number) => `${String.fromCharCode(65 + Math.floor(index / 1000))}${String.fromCharCode(65 + batch)}-620300-${String(index % 1000).padStart(3, '0')}`;

/** A workbook with an extra entry of `megabytes` of zeros; `declaredBytes` makes its directory lie about the size. */
async function zipBomb(megabytes: number, declaredBytes?: number): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await sheetOf(SOURCE_COLUMNS, sourceRows(1)));
  zip.file('xl/media/padding.bin', new Uint8Array(megabytes * 1024 * 1024), { compression: 'DEFLATE' });
  const bytes = Buffer.from(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
  if (declaredBytes !== undefined) {
    // Rewrite the entry's uncompressed size in the central directory (46-byte header, size at +24).
    const name = Buffer.from('xl/media/padding.bin');
    const at = bytes.indexOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02])]), bytes.lastIndexOf(name) - 46);
    bytes.writeUInt32LE(declaredBytes, at + 24);
  }
  return new Uint8Array(bytes);
}

/** `workbook` with one of its entries rewritten by `change`. */
async function rewritten(workbook: Uint8Array, entry: string, change: (xml: string) => string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(workbook);
  zip.file(entry, change(await zip.file(entry)!.async('string')));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/**
 * A sheet of copies of one row whose XML breaks off after row `intact` (its line number): a reader
 * that stops at the first row over the limit refuses it for its size, one that parses it all for
 * its form. Written by copying the row's XML: ExcelJS takes a minute to write 50 000 rows.
 */
async function brokenAfter(intact: number): Promise<Uint8Array> {
  return rewritten(await sheetOf(SOURCE_COLUMNS, sourceRows(1)), 'xl/worksheets/sheet1.xml', (xml) => {
    const row = /<row r="2".*?<\/row>/.exec(xml)![0];
    const copies = Array.from({ length: intact - 1 }, (_, index) => row.replace(/r="([A-Z]*)2"/g, `r="$1${index + 2}"`));
    return `${xml.slice(0, xml.indexOf(row))}${copies.join('')}<row r="${intact + 1}"><c`;
  });
}

describe('import limits', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ IMPORT_MAX_ROWS: String(MAX_ROWS), IMPORT_MAX_UNPACKED_MB: '2' });
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('refuses a sheet over IMPORT_MAX_ROWS with 41300 naming the limit, and takes one at the limit', async () => {
    const before = await tablesFingerprint(server.db, RECORDS);
    const over = await refusal(server.upload(endpoints.sourceImport, await sheetOf(SOURCE_COLUMNS, sourceRows(MAX_ROWS + 1)), { token }));
    expect(over).toMatchObject({ code: Codes.TOO_LARGE, message: `The sheet has more than ${MAX_ROWS} rows: split it into several imports` });
    expect(await tablesFingerprint(server.db, RECORDS)).toBe(before);
    expect(await server.upload(endpoints.sourceImport, await sheetOf(SOURCE_COLUMNS, sourceRows(MAX_ROWS)), { token })).toEqual({ imported: MAX_ROWS, updated: 0, unchanged: 0, errors: [] });
  });

  it('counts rows as the sheet streams: refused at the first row over, before the rest is read', async () => {
    const over = await refusal(server.upload(endpoints.sourceImport, await brokenAfter(MAX_ROWS + 2), { token, headers: { cookie: 'language=es' } }));
    expect(over).toMatchObject({ code: Codes.TOO_LARGE, message: `La hoja tiene más de ${MAX_ROWS} filas: divídala en varias importaciones` });
  });

  it('refuses a workbook that unpacks past IMPORT_MAX_UNPACKED_MB, whether its directory says so or lies', async () => {
    for (const bomb of [await zipBomb(8), await zipBomb(8, 100)]) {
      expect(bomb.byteLength).toBeLessThan(100 * 1024);
      expect(await refusal(server.upload(endpoints.sourceImport, bomb, { token, headers: { cookie: 'language=zh' } }))).toMatchObject({ code: Codes.TOO_LARGE, message: '工作簿解压后超过 2 MB' });
    }
  });

  it('refuses a workbook of more zip entries than a workbook has, before unpacking them', async () => {
    const zip = await JSZip.loadAsync(await sheetOf(SOURCE_COLUMNS, sourceRows(1)));
    for (let index = 0; index < 20_000; index++) zip.file(`xl/media/part${index}.bin`, '');
    const many = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(await refusal(server.upload(endpoints.sourceImport, many, { token, headers: { cookie: 'language=ja' } }))).toMatchObject({
      code: Codes.TOO_LARGE,
      message: 'ブックの構成要素が 1000 個を超えています',
    });
  });

  it('reports a cell holding a NUL character as a bad row, and writes nothing', async () => {
    const before = await tablesFingerprint(server.db, RECORDS);
    // OOXML writes a control character as _xHHHH_, and readers turn it back into the character.
    const rows = sourceRows(3, (index) => ({ code: `TT-620101-${String(index).padStart(3, '0')}`, ...(index === 1 ? { name: 'Nul_x0000_site' } : {}) }));
    const report = await server.upload(endpoints.sourceImport, await sheetOf(SOURCE_COLUMNS, rows), { token });
    expect(report).toEqual({ imported: 0, updated: 0, unchanged: 0, errors: [{ line: 3, field: 'Name', message: 'Text must not contain NUL characters' }] });
    expect(await tablesFingerprint(server.db, RECORDS)).toBe(before);
  });

  it(`lists at most ${REPORTED_ERRORS} bad rows and says how many more there are`, async () => {
    const limited = await startServer({ IMPORT_MAX_ROWS: '1000' });
    try {
      const adminToken = await limited.signIn();
      const rows = sourceRows(150, (index) => ({ code: `TT-620102-${String(index).padStart(3, '0')}`, longitude: 'east' }));
      const report = await limited.upload(endpoints.sourceImport, await sheetOf(SOURCE_COLUMNS, rows), { token: adminToken });
      expect(report.imported).toBe(0);
      expect(report.errors).toHaveLength(REPORTED_ERRORS + 1);
      expect(report.errors.at(-1)).toEqual({ line: 2 + REPORTED_ERRORS, field: '-', message: 'and 50 more errors in later rows' });
    } finally {
      await limited.close();
    }
  });

  describe('at the default limits', () => {
    let defaults: TestServer;
    let adminToken: string;
    beforeAll(async () => {
      defaults = await startServer({ IMPORTS_AT_ONCE: '1' });
      adminToken = await defaults.signIn();
    });
    afterAll(() => defaults.close());

    it('refuses a 99 KB workbook holding one 90 MB string, by the cell’s length, before parsing it', async () => {
      const sheet = await sheetOf(SOURCE_COLUMNS, sourceRows(1));
      const huge = await rewritten(sheet, 'xl/sharedStrings.xml', (xml) => xml.replace('Limit site 0', 'x'.repeat(90 * 1024 * 1024)));
      expect(huge.byteLength).toBeLessThan(200 * 1024);
      expect(await refusal(defaults.upload(endpoints.sourceImport, huge, { token: adminToken }))).toMatchObject({
        code: Codes.TOO_LARGE,
        message: 'A cell holds more than 32767 characters, more than Excel allows',
      });
    });

    it('refuses a sheet of over 50 000 rows at the first row over, before the rest is read', async () => {
      const over = await refusal(defaults.upload(endpoints.sourceImport, await brokenAfter(50_002), { token: adminToken }));
      expect(over).toMatchObject({ code: Codes.TOO_LARGE, message: 'The sheet has more than 50000 rows: split it into several imports' });
    });

    it('answers 42900 in the user’s language to an import beyond IMPORTS_AT_ONCE, and runs the one within it', async () => {
      const sheets = await Promise.all(
        [0, 1, 2, 3].map((batch) => sheetOf(SOURCE_COLUMNS, sourceRows(2000, (index) => ({ code: uniqueCode(batch, index) })))),
      );
      const answers = await Promise.allSettled(sheets.map((sheet) => defaults.upload(endpoints.sourceImport, sheet, { token: adminToken, headers: { cookie: 'language=zh' } })));
      const busy = answers.filter((answer) => answer.status === 'rejected').map((answer) => answer.reason);
      expect(busy.length).toBeGreaterThan(0);
      for (const refused of busy) expect(refused).toMatchObject({ code: Codes.TOO_MANY_REQUESTS, message: '其他导入正在进行，请稍后再试' });
      expect(answers.filter((answer) => answer.status === 'fulfilled').map((answer) => answer.value.imported)).toContain(2000);
    });
  });
});
