// Runs in a worker thread: reads a workbook's first sheet (readSheet) off the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import type { SheetColumn } from '@ews/contract';
import { readSheet, SheetFormatError, TooManyRows } from './sheets.ts';

export interface SheetJob {
  file: Uint8Array;
  columns: readonly SheetColumn[];
  maxRows: number;
}

export type SheetAnswer = { rows: Awaited<ReturnType<typeof readSheet>> } | { refused: 'format' | 'tooManyRows' } | { failed: string };

const { file, columns, maxRows } = workerData as SheetJob;
let answer: SheetAnswer;
try {
  answer = { rows: await readSheet(file, columns, maxRows) };
} catch (error) {
  if (error instanceof TooManyRows) answer = { refused: 'tooManyRows' };
  else if (error instanceof SheetFormatError) answer = { refused: 'format' };
  else answer = { failed: String(error) };
}
parentPort!.postMessage(answer);
