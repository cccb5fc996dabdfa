import { Codes, endpoints, SOURCE_COLUMNS } from '@ews/contract';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTED_ERRORS } from '../../src/modules/transfer/import.ts';
import { refusal } from '../support/codes.ts';
import { RECORD_TABLES, tablesFingerprint } from '../support/fingerprint.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { sheetOf } from '../support/sheets.ts';

/* What an import refuses before it works on it: too many rows, a workbook that unpacks too large, NUL characters; and a report of bounded length. */

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

  it('refuses a workbook that unpacks past IMPORT_MAX_UNPACKED_MB, whether its directory says so or lies', async () => {
    for (const bomb of [await zipBomb(8), await zipBomb(8, 100)]) {
      expect(bomb.byteLength).toBeLessThan(100 * 1024);
      expect(await refusal(server.upload(endpoints.sourceImport, bomb, { token, headers: { cookie: 'language=zh' } }))).toMatchObject({ code: Codes.TOO_LARGE, message: '工作簿解压后超过 2 MB' });
    }
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
});
