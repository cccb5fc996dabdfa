import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sheetText, zipFile } from './zip.ts';

describe('the /zip file', () => {
  it('writes the sheet as tab-separated lines, tabs and line breaks in a cell made spaces', () => {
    expect(sheetText({ header: [['ID', 'Title']], rows: [[1, 'a\tb'], [2, 'c\nd']], merges: [] })).toBe('ID\tTitle\r\n1\ta b\r\n2\tc d\r\n');
  });

  it('puts the text in a .zip under the name given', async () => {
    const blob = await zipFile('文章列表.txt', 'ID\tTitle\r\n');
    expect(blob.type).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['文章列表.txt']);
    expect(strFromU8(entries['文章列表.txt']!)).toBe('ID\tTitle\r\n');
  });
});
