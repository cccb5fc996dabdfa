import type { SheetSpec } from './excel.ts';

/*
 * The /zip screen's file: the articles as tab-separated text (the template's export2zip), put in
 * a .zip by fflate, imported on first use so that it loads with that screen only.
 */

/** The sheet as text: its header rows, then its rows, cells separated by tabs (a tab or line break in a cell becomes a space), lines by CRLF. */
export function sheetText(spec: SheetSpec): string {
  const line = (cells: readonly (string | number)[]) => cells.map((cell) => String(cell).replace(/[\t\r\n]+/g, ' ')).join('\t');
  return [...spec.header, ...spec.rows].map(line).join('\r\n') + '\r\n';
}

/** A .zip holding one UTF-8 text file named `entryName`. */
export async function zipFile(entryName: string, text: string): Promise<Blob> {
  const { strToU8, zipSync } = await import('fflate');
  const archive = zipSync({ [entryName]: [strToU8(text), { mtime: new Date() }] }, { level: 6 });
  return new Blob([archive], { type: 'application/zip' });
}
