import type { Language, SheetColumn } from '@ews/contract';
import ExcelJS from 'exceljs';

export type Cell = string | number | boolean | Date | null | undefined;

/** How a date column's cells show: the day as the API and the imports write it. */
const DATE_FORMAT = 'yyyy-mm-dd';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One sheet, its tab name, headers and closed-set values in the caller's language, list values
 * joined with '; ', days as date cells (midnight UTC: readSheet reads them back as 'YYYY-MM-DD').
 */
export async function writeSheet(name: Record<Language, string>, columns: readonly SheetColumn[], rows: Record<string, unknown>[], language: Language): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name[language]);
  sheet.columns = columns.map((column) => ({
    header: column.label[language],
    key: column.key,
    width: Math.max(12, column.label[language].length + 4),
    ...(column.date ? { style: { numFmt: DATE_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((column) => [column.key, toCell(row[column.key], column, language)])));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function toCell(value: unknown, column: SheetColumn, language: Language): Cell {
  const choice = column.choices?.[String(value)];
  if (choice) return choice[language];
  if (Array.isArray(value)) return value.join('; ');
  if (value === null || value === undefined) return '';
  if (column.date && typeof value === 'string' && ISO_DAY.test(value)) return new Date(`${value}T00:00:00Z`);
  return value as Cell;
}

export interface SheetRow {
  /** The row's line number in the sheet, as a person sees it (the header is line 1). */
  line: number;
  values: Record<string, string>;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    return '';
  }
  return String(value).trim();
}

export class SheetFormatError extends Error {}

/**
 * Reads the first sheet; headers may be in any interface language. Blank rows are skipped. It
 * parses the whole workbook: an import first holds it to the limits (assertWorkbookWithin).
 */
export async function readSheet(buffer: Uint8Array, columns: readonly SheetColumn[]): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new SheetFormatError('not an .xlsx file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new SheetFormatError('the workbook has no sheet');
  const keyByHeader = new Map<string, string>();
  for (const column of columns) for (const label of Object.values(column.label)) keyByHeader.set(label.toLowerCase(), column.key);
  for (const column of columns) keyByHeader.set(column.key.toLowerCase(), column.key);
  const keyAt = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, index) => {
    const key = keyByHeader.get(cellText(cell.value).toLowerCase());
    if (key) keyAt.set(index, key);
  });
  if (keyAt.size === 0) throw new SheetFormatError('no known column headers in the first row');
  const rows: SheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values: Record<string, string> = {};
    for (const [index, key] of keyAt) values[key] = cellText(row.getCell(index).value);
    if (Object.values(values).some((value) => value !== '')) rows.push({ line, values });
  });
  return rows;
}

const normalized = (text: string) => text.trim().toLowerCase();

/** A closed-set cell's key, from its name in any interface language or the key itself; anything else is left for the schema to refuse. */
export function choiceKey(text: string, choices: NonNullable<SheetColumn['choices']>): string {
  const wanted = normalized(text);
  for (const [key, names] of Object.entries(choices)) {
    if (normalized(key) === wanted || Object.values(names).some((name) => normalized(name) === wanted)) return key;
  }
  return text;
}

/** Text cells to the shapes the contract schemas take: numbers stay text, lists are split on ';', names of a closed set become its keys. */
export function rowToInput(values: Record<string, string>, columns: readonly SheetColumn[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of columns) {
    const text = values[column.key] ?? '';
    if (column.choices && text !== '') input[column.key] = choiceKey(text, column.choices);
    else if (column.list) input[column.key] = text ? text.split(/[;；]/).map((part) => part.trim()).filter(Boolean) : [];
    else if (text !== '') input[column.key] = text;
  }
  return input;
}

const YES = new Set(['true', '1', 'y', 'si']);
const NO = new Set(['false', '0', 'n']);

/**
 * A yes/no cell as a boolean: rowToInput has turned the yes/no names of every language (是/否,
 * sí/no, はい/いいえ) into 'true' or 'false', as an Excel boolean reads; people also type 1/0, y/n
 * and si without its accent. Anything else is left for the schema to refuse, an empty cell to its default.
 */
export function sheetBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  return value;
}
