import { describe, expect, it } from 'vitest';
import { generateArticles } from '../mock/data.ts';
import { articleSheet, cellText, fileName, mergedHeaderSheet, readSheetFile, sheetFile } from './excel.ts';

const t = (key: string) => `<${key.split('.').pop()}>`;
const articles = generateArticles().slice(0, 3);

describe('the /excel sheets', () => {
  it('writes one row per article under headers in the user’s words', () => {
    const sheet = articleSheet(articles, t);
    expect(sheet.header).toEqual([['<id>', '<title>', '<author>', '<pageviews>', '<date>']]);
    expect(sheet.rows[0]).toEqual([articles[0]!.id, articles[0]!.title, articles[0]!.author, articles[0]!.pageviews, articles[0]!.display_time]);
    expect(sheet.merges).toEqual([]);
  });

  it('groups title, author and readings under one merged cell in the two-row header', () => {
    const sheet = mergedHeaderSheet(articles, t);
    expect(sheet.header).toEqual([
      ['<id>', '<mainInformation>', '', '', '<date>'],
      ['', '<title>', '<author>', '<pageviews>', ''],
    ]);
    expect(sheet.merges).toEqual(['A1:A2', 'B1:D1', 'E1:E2']);
  });

  it('names the file as typed, without the characters a file system refuses, the fallback when nothing is left', () => {
    expect(fileName('  report ', 'articles', 'xlsx')).toBe('report.xlsx');
    expect(fileName('a/b:c*?', 'articles', 'xlsx')).toBe('abc.xlsx');
    expect(fileName('done.XLSX', 'articles', 'xlsx')).toBe('done.XLSX');
    expect(fileName(' <> ', '文章列表', 'zip')).toBe('文章列表.zip');
  });

  it('reads a cell’s text whatever exceljs holds in it', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(12)).toBe('12');
    expect(cellText(new Date(Date.UTC(2024, 2, 5)))).toBe('2024-03-05');
    expect(cellText({ richText: [{ text: 'a' }, { text: 'b' }] })).toBe('ab');
    expect(cellText({ formula: 'A1+1', result: 3 })).toBe('3');
    expect(cellText({ text: 'site', hyperlink: 'https://example.org' })).toBe('site');
  });

  it('reads back the file it writes, merged header included', async () => {
    const blob = await sheetFile(mergedHeaderSheet(articles, t), 'articles');
    const read = await readSheetFile(await blob.arrayBuffer());
    expect(read.header).toEqual(['<id>', '<mainInformation>', '', '', '<date>']);
    expect(read.rows[0]).toEqual(['', '<title>', '<author>', '<pageviews>', '']);
    expect(read.rows.slice(1).map((row) => row[0])).toEqual(articles.map((article) => String(article.id)));
  });
});
