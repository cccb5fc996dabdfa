import type { SheetColumn } from '@ews/contract';
import { keptWorker } from '../../worker-thread.ts';
import type { SheetAnswer, SheetJob, SheetRows } from './sheet-worker.ts';
import type { SheetRow } from './sheets.ts';
import { WorkbookRefused, type WorkbookLimits } from './workbook-limits.ts';

/** The sheet reader's thread, started on the first import and kept. */
const readInWorker = keptWorker<SheetJob, SheetAnswer, SheetRows>('./sheet-worker', import.meta.url);

/**
 * assertWorkbookWithin, then readSheet, in a worker thread: parsing a workbook holds a thread for
 * about 25 ms per 1 000 rows, which on the event loop would stall every other call for the length
 * of a large import. Throws WorkbookRefused for a file that is not a workbook or is over a limit.
 */
export async function readSheetOffThread(file: Uint8Array, columns: readonly SheetColumn[], limits: WorkbookLimits): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  const answer = await readInWorker({ file, columns, limits }, (part) => {
    for (const row of part) rows.push(row);
  });
  if ('refused' in answer) throw new WorkbookRefused(answer.refused);
  return rows;
}
