import { Worker } from 'node:worker_threads';
import type { SheetColumn } from '@ews/contract';
import type { SheetAnswer, SheetJob } from './sheet-worker.ts';
import { SheetFormatError, TooManyRows, type SheetRow } from './sheets.ts';

// Bundled, the worker is server/dist/sheet-worker.mjs beside main.mjs (scripts/build-server.mjs).
// Run from source (tsx, vitest) it is TypeScript: a two-line script registers tsx's loader in the
// new thread first, since Node 20 does not apply an --import given in a worker's execArgv.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './sheet-worker.ts' : './sheet-worker.mjs', import.meta.url);
const startWorker = (job: SheetJob) =>
  fromSource
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); });`, { eval: true, workerData: job })
    : new Worker(workerUrl, { workerData: job });

/**
 * readSheet in a worker thread: parsing a workbook holds a thread for about 25 ms per 1 000 rows,
 * which on the event loop would stall every other call for the length of a large import.
 */
export function readSheetOffThread(file: Uint8Array, columns: readonly SheetColumn[], maxRows: number): Promise<SheetRow[]> {
  const job: SheetJob = { file, columns, maxRows };
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    worker.once('message', (answer: SheetAnswer) => {
      if ('rows' in answer) resolve(answer.rows);
      else if ('refused' in answer) reject(answer.refused === 'tooManyRows' ? new TooManyRows() : new SheetFormatError('not a workbook with the template headers'));
      else reject(new Error(`reading the sheet failed: ${answer.failed}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the sheet reader stopped with code ${code}`));
    });
  });
}
