import type { Language, SheetColumn } from '@ews/contract';
import ExcelJS from 'exceljs';

type Cell = string | number | boolean;

/** An .xlsx file of `rows` under headers in `language`, as a person would fill the import template. */
export async function sheetOf(columns: readonly SheetColumn[], rows: Record<string, Cell>[], language: Language = 'en'): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(columns.map((column) => column.label[language]));
  for (const row of rows) sheet.addRow(columns.map((column) => row[column.key] ?? ''));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
