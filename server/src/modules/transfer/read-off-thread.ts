import { Worker } from 'node:worker_threads';
import type { SheetColumn } from '@ews/contract';
import type { SheetJob, SheetMessage } from './sheet-worker.ts';
import { SheetFormatError, TooManyRows, type SheetRow } from './sheets.ts';

// Bundled, the worker is server/dist/sheet-worker.mjs beside main.mjs (scripts/build-server.mjs).
// Run from source (tsx, vitest) it is TypeScript: a two-line script registers tsx's loader in the
// new thread first, since Node 20 does not apply an --import given in a worker's execArgv.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './sheet-worker.ts' : './sheet-worker.mjs', import.meta.url);
const startWorker = () =>
  fromSource
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); });`, { eval: true })
    : new Worker(workerUrl);

interface Pending {
  /** The rows received so far. */
  rows: SheetRow[];
  resolve(rows: SheetRow[]): void;
  reject(error: Error): void;
}

/**
 * One reader thread, started on the first import and kept: loading the workbook library costs a
 * new thread far more than a sheet of a few rows takes to read. Jobs queue in it one after another.
 * If it dies, the jobs it held fail and the next import starts a new one.
 */
let reader: { worker: Worker; pending: Map<number, Pending> } | undefined;
let nextJob = 0;

function sheetReader() {
  if (reader) return reader;
  const worker = startWorker();
  const pending = new Map<number, Pending>();
  const current = { worker, pending };
  const fail = (error: Error) => {
    if (reader === current) reader = undefined;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  worker.on('message', (message: SheetMessage) => {
    const job = pending.get(message.id);
    if (!job) return;
    if ('rows' in message) {
      for (const row of message.rows) job.rows.push(row);
      return;
    }
    const { answer } = message;
    pending.delete(message.id);
    if ('done' in answer) job.resolve(job.rows);
    else if ('refused' in answer) job.reject(answer.refused === 'tooManyRows' ? new TooManyRows() : new SheetFormatError('not a workbook with the template headers'));
    else job.reject(new Error(`reading the sheet failed: ${answer.failed}`));
    if (pending.size === 0) worker.unref(); // an idle reader never holds the process open
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the sheet reader stopped with code ${code}`)));
  reader = current;
  return current;
}

/**
 * readSheet in a worker thread: parsing a workbook holds a thread for about 25 ms per 1 000 rows,
 * which on the event loop would stall every other call for the length of a large import.
 */
export function readSheetOffThread(file: Uint8Array, columns: readonly SheetColumn[], maxRows: number): Promise<SheetRow[]> {
  const { worker, pending } = sheetReader();
  const id = nextJob++;
  const job: SheetJob = { file, columns, maxRows };
  return new Promise((resolve, reject) => {
    pending.set(id, { rows: [], resolve, reject });
    worker.ref();
    worker.postMessage({ id, job });
  });
}
