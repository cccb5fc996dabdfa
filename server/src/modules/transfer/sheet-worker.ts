// Runs in a worker thread: holds workbooks to the import limits and reads their first sheets
// (readSheet) off the server's event loop, one job after another. A job's rows go back in parts
// of ROWS_PER_MESSAGE, then its answer: receiving a message is a copy on the server's thread, and
// 50 000 rows in one would hold it for over 100 ms.
import type { SheetColumn } from '@ews/contract';
import { serveJobs } from '../../worker-thread.ts';
import { readSheet, SheetFormatError } from './sheets.ts';
import { assertWorkbookWithin, WorkbookRefused, type Refusal, type WorkbookLimits } from './workbook-limits.ts';

export interface SheetJob {
  file: Uint8Array;
  columns: readonly SheetColumn[];
  limits: WorkbookLimits;
}

export type SheetRows = Awaited<ReturnType<typeof readSheet>>;
export type SheetAnswer = { done: true } | { refused: Refusal };

const ROWS_PER_MESSAGE = 1000;

serveJobs<SheetJob, SheetAnswer, SheetRows>(async ({ file, columns, limits }, sendRows) => {
  try {
    await assertWorkbookWithin(file, limits);
    const rows = await readSheet(file, columns);
    for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) sendRows(rows.slice(start, start + ROWS_PER_MESSAGE));
    return { done: true };
  } catch (error) {
    if (error instanceof WorkbookRefused) return { refused: error.reason };
    if (error instanceof SheetFormatError) return { refused: 'format' };
    throw error;
  }
});
