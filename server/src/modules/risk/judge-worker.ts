// Runs in a worker thread: reads batches of source points from the embedded database on a
// connection of its own and judges them (judgePoints) for a full recompute, while the server's
// thread writes the judged ones.
import { readEmbedded } from '../../db/read-only.ts';
import { serveJobs } from '../../worker-thread.ts';
import { judgePoints, type JudgeOptions, type Judgement, type PointRow } from './judge.ts';

/** A batch for a judge: the embedded database's file, the statement that reads its points (pointRowsRead), and how to judge them. */
export interface JudgeJob {
  file: string;
  read: { text: string; parameters: unknown[] };
  options: JudgeOptions;
}

serveJobs<JudgeJob, Judgement>(({ file, read, options }) => judgePoints(readEmbedded<PointRow>(file, read.text, read.parameters), options));
