import type { SheetColumn } from '@ews/contract';
import { keptWorker } from '../../worker-thread.ts';
import type { SheetAnswer, SheetJob, SheetRows } from './sheet-worker.ts';
import { SheetFormatError, TooManyRows, type SheetRow } from './sheets.ts';

/** The sheet reader's thread, started on the first import and kept. */
const readInWorker = keptWorker<SheetJob, SheetAnswer, SheetRows>('./sheet-worker', import.meta.url);

/**
 * readSheet in a worker thread: parsing a workbook holds a thread for about 25 ms per 1 000 rows,
 * which on the event loop would stall every other call for the length of a large import.
 */
export async function readSheetOffThread(file: Uint8Array, columns: readonly SheetColumn[], maxRows: number): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  const answer = await readInWorker({ file, columns, maxRows }, (part) => {
    for (const row of part) rows.push(row);
  });
  if ('refused' in answer) throw answer.refused === 'tooManyRows' ? new TooManyRows() : new SheetFormatError('not a workbook with the template headers');
  return rows;
}
