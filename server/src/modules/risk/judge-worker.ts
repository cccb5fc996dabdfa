// Runs in a worker thread: judges batches of source points (judgePoints) for a full recompute,
// while the server's thread reads the next batches and writes the judged ones.
import { serveJobs } from '../../worker-thread.ts';
import { judgePoints, type JudgeJob, type Judgement } from './judge.ts';

serveJobs<JudgeJob, Judgement>(({ rows, options }) => judgePoints(rows, options));
