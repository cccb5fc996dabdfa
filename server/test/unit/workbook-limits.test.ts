import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { assertWorkbookWithin, MAX_CELL_CHARS, WorkbookRefused, type Refusal } from '../../src/modules/transfer/workbook-limits.ts';

const LIMITS = { maxRows: 2, maxUnpackedBytes: 10 * 1024 * 1024 };

/** A zip holding one sheet of `rows` (XML of <row> elements), its entry packed by `compression`. */
async function workbook(rows: string, compression: 'STORE' | 'DEFLATE' = 'DEFLATE'): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('xl/worksheets/sheet1.xml', `<?xml version="1.0"?><x:worksheet xmlns:x="urn:x"><x:sheetData>${rows}</x:sheetData></x:worksheet>`);
  return zip.generateAsync({ type: 'uint8array', compression });
}

const valued = (line: number, text = 'v') => `<x:row r="${line}"><x:c r="A${line}" t="inlineStr"><x:is><x:t>${text}</x:t></x:is></x:c></x:row>`;
const numbered = (line: number) => `<x:row r="${line}"><x:c r="A${line}"><x:v>${line}</x:v></x:c></x:row>`;
const blank = (line: number) => `<x:row r="${line}" customHeight="1"/>`;

async function refusalOf(file: Uint8Array): Promise<Refusal | undefined> {
  const error: unknown = await assertWorkbookWithin(file, LIMITS).catch((caught: unknown) => caught);
  if (error === undefined) return undefined;
  if (error instanceof WorkbookRefused) return error.reason;
  throw error;
}

describe('assertWorkbookWithin', () => {
  for (const compression of ['STORE', 'DEFLATE'] as const) {
    it(`counts the rows that hold a value, whatever their prefix, the header among them (${compression})`, async () => {
      const atLimit = [valued(1), blank(2), numbered(3), blank(4), valued(5)].join('');
      expect(await refusalOf(await workbook(atLimit, compression))).toBeUndefined();
      expect(await refusalOf(await workbook(atLimit + numbered(6), compression))).toBe('rows');
    });
  }

  it('counts a cell’s characters as the reader sees them: an entity or a Chinese character is one, across the parts it unpacks in', async () => {
    // '&amp;' five bytes, '鼠' three: the cell unpacks to more than the 64 KB parts.
    const text = (chars: number) => '&amp;鼠'.repeat(Math.floor(chars / 2)) + (chars % 2 ? 'x' : '');
    expect(await refusalOf(await workbook(valued(1, text(MAX_CELL_CHARS))))).toBeUndefined();
    expect(await refusalOf(await workbook(valued(1, text(MAX_CELL_CHARS + 1))))).toBe('cell');
  });

  it('refuses an entity too long to be one, which would hide a text’s length', async () => {
    expect(await refusalOf(await workbook(valued(1, '&#x10FFFF;&amp;')))).toBeUndefined();
    expect(await refusalOf(await workbook(valued(1, `&${'x'.repeat(MAX_CELL_CHARS * 2)}`)))).toBe('format');
  });

  it('refuses what is not a zip, and an entry that unpacks past its declared size', async () => {
    expect(await refusalOf(new TextEncoder().encode('code,name\nAA-000000-001,site'))).toBe('format');
    const file = Buffer.from(await workbook(valued(1, 'x'.repeat(1000))));
    // The entry's size in the central directory (46-byte header, size at +24), made smaller than it is.
    file.writeUInt32LE(10, file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    expect(await refusalOf(file)).toBe('unpacked');
  });
});
