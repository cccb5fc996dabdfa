import type { CellValue, Workbook } from 'exceljs';
import type { Article } from '../mock/data.ts';

/*
 * The /excel screens' sheets: what a sheet holds is plain data (headers in the user's language,
 * one row per article), built here; exceljs writes and reads the file, imported on first use so
 * that it loads with these screens only, in a chunk of its own.
 */

type Translate = (key: string) => string;
export type SheetCell = string | number;

export interface SheetSpec {
  /** The header rows, top first: one for a plain sheet, two for a merged header. */
  header: SheetCell[][];
  rows: SheetCell[][];
  /** Ranges merged, in A1 notation ('B1:D1'). */
  merges: string[];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The article fields a sheet holds, in order: the template's id, title, author, readings and date. */
const FIELDS = ['id', 'title', 'author', 'pageviews', 'date'] as const;

function articleRow(article: Article): SheetCell[] {
  return [article.id, article.title, article.author, article.pageviews, article.display_time];
}

/** The articles as a sheet with one header row. */
export function articleSheet(articles: readonly Article[], t: Translate): SheetSpec {
  return { header: [FIELDS.map((field) => t(`templates.article.${field}`))], rows: articles.map(articleRow), merges: [] };
}

/**
 * The articles under the template's two-row header: the id and the date span both rows, the
 * title, author and readings sit under one "main information" cell spanning three columns.
 */
export function mergedHeaderSheet(articles: readonly Article[], t: Translate): SheetSpec {
  const [id, title, author, pageviews, date] = FIELDS.map((field) => t(`templates.article.${field}`));
  return {
    header: [
      [id!, t('templates.excel.mainInformation'), '', '', date!],
      ['', title!, author!, pageviews!, ''],
    ],
    rows: articles.map(articleRow),
    merges: ['A1:A2', 'B1:D1', 'E1:E2'],
  };
}

/** The name a file is saved under: what the user typed, trimmed, without characters a file system refuses, `fallback` when nothing is left, with `extension`. */
export function fileName(typed: string, fallback: string, extension: string): string {
  const cleaned = [...typed]
    .filter((char) => char >= ' ' && !'\\/:*?"<>|'.includes(char))
    .join('')
    .trim();
  const base = cleaned || fallback;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

/** A cell's value as the text the upload table shows: rich text joined, a formula's result, a hyperlink's text, a date as its ISO day. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: CellValue }).result ?? null);
  if ('text' in value) return cellText(value.text as CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}

/** The sheet as an .xlsx file: bold header rows, merged ranges, columns as wide as their longest text. */
export async function sheetFile(spec: SheetSpec, sheetName: string): Promise<Blob> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  for (const row of spec.header) sheet.addRow(row).font = { bold: true };
  for (const range of spec.merges) sheet.mergeCells(range);
  sheet.addRows(spec.rows);
  const columns = Math.max(0, ...[...spec.header, ...spec.rows].map((row) => row.length));
  for (let index = 1; index <= columns; index++) {
    const widest = Math.max(...[...spec.header, ...spec.rows].map((row) => String(row[index - 1] ?? '').length));
    sheet.getColumn(index).width = Math.min(60, Math.max(8, widest + 2));
  }
  sheet.views = [{ state: 'frozen', ySplit: spec.header.length }];
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });
}

export interface ReadSheet {
  header: string[];
  rows: string[][];
}

/** The first sheet of an .xlsx file: its first row as the header, the others as text; a merged range's text in its first cell only. */
export async function readSheetFile(data: ArrayBuffer): Promise<ReadSheet> {
  const workbook = await newWorkbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const width = sheet.columnCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      Array.from({ length: width }, (_, index) => {
        const cell = row.getCell(index + 1);
        // A merged range's text shows once, in its top-left cell (exceljs repeats it in every cell).
        return cell.isMerged && cell.master.address !== cell.address ? '' : cellText(cell.value);
      }),
    );
  });
  const [header = [], ...body] = rows;
  return { header, rows: body };
}
