// Runs in a worker thread: reads workbooks' first sheets (readSheet) off the server's event loop,
// one job after another. A job's rows go back in messages of ROWS_PER_MESSAGE, then its answer, each
// with the job's id: receiving a message is a copy on the server's thread, and 50 000 rows in one
// would hold it for over 100 ms.
import { parentPort } from 'node:worker_threads';
import type { SheetColumn } from '@ews/contract';
import { readSheet, SheetFormatError, TooManyRows } from './sheets.ts';

export interface SheetJob {
  file: Uint8Array;
  columns: readonly SheetColumn[];
  maxRows: number;
}

export type SheetRows = Awaited<ReturnType<typeof readSheet>>;
export type SheetMessage = { id: number; rows: SheetRows } | { id: number; answer: SheetAnswer };
export type SheetAnswer = { done: true } | { refused: 'format' | 'tooManyRows' } | { failed: string };

const ROWS_PER_MESSAGE = 1000;
const send = (message: SheetMessage) => parentPort!.postMessage(message);

async function answerOf(id: number, { file, columns, maxRows }: SheetJob): Promise<SheetAnswer> {
  try {
    const rows = await readSheet(file, columns, maxRows);
    for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE) send({ id, rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
    return { done: true };
  } catch (error) {
    if (error instanceof TooManyRows) return { refused: 'tooManyRows' };
    if (error instanceof SheetFormatError) return { refused: 'format' };
    return { failed: String(error) };
  }
}

let queue = Promise.resolve();
parentPort!.on('message', ({ id, job }: { id: number; job: SheetJob }) => {
  queue = queue.then(async () => send({ id, answer: await answerOf(id, job) }));
});
