import { parentPort, Worker } from 'node:worker_threads';

/** What a kept worker sends back for a job: part of its answer ahead, its answer, or why it failed. */
type WorkerMessage<Answer, Part> = { id: number; part: Part } | { id: number; answer: Answer } | { id: number; failed: string };

/**
 * A worker thread running `script`, a module beside `from` (the caller's import.meta.url) named
 * without its extension. Bundled (scripts/build-server.mjs), the caller and the worker are .mjs
 * files side by side in server/dist. Run from source (tsx, vitest) the worker is TypeScript: a
 * two-line script registers tsx's loader in the new thread first, since Node 20 does not apply an
 * --import given in a worker's execArgv.
 */
function startWorker(script: string, from: string): Worker {
  const fromSource = from.endsWith('.ts');
  const url = new URL(`${script}.${fromSource ? 'ts' : 'mjs'}`, from);
  return fromSource
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`, { eval: true })
    : new Worker(url);
}

interface Pending<Answer, Part> {
  onPart?(part: Part): void;
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

/**
 * One worker thread for `script` (see startWorker), started on the first job and kept: loading
 * its modules costs a new thread far more than a job takes. Jobs queue in it one after another.
 * If it dies, the jobs it held fail and the next job starts a new one. An idle worker never holds
 * the process open. Answers a function that runs a job in it (see serveJobs for the other side).
 */
export function keptWorker<Job, Answer, Part = never>(script: string, from: string) {
  let current: { worker: Worker; pending: Map<number, Pending<Answer, Part>> } | undefined;
  let nextJob = 0;

  function thread() {
    if (current) return current;
    const started = { worker: startWorker(script, from), pending: new Map<number, Pending<Answer, Part>>() };
    const fail = (error: Error) => {
      if (current === started) current = undefined;
      for (const job of started.pending.values()) job.reject(error);
      started.pending.clear();
    };
    started.worker.on('message', (message: WorkerMessage<Answer, Part>) => {
      const job = started.pending.get(message.id);
      if (!job) return;
      if ('part' in message) {
        job.onPart?.(message.part);
        return;
      }
      started.pending.delete(message.id);
      if ('answer' in message) job.resolve(message.answer);
      else job.reject(new Error(`${script} failed: ${message.failed}`));
      if (started.pending.size === 0) started.worker.unref();
    });
    started.worker.on('error', fail);
    started.worker.on('exit', (code) => fail(new Error(`${script} stopped with code ${code}`)));
    current = started;
    return started;
  }

  return (job: Job, onPart?: (part: Part) => void): Promise<Answer> => {
    const { worker, pending } = thread();
    const id = nextJob++;
    return new Promise((resolve, reject) => {
      pending.set(id, { onPart, resolve, reject });
      worker.ref();
      worker.postMessage({ id, job });
    });
  };
}

/**
 * The worker's side of keptWorker: runs `work` on each job, one after another, and sends its
 * answer, or why it failed; `sendPart` sends part of an answer ahead of the rest.
 */
export function serveJobs<Job, Answer, Part = never>(work: (job: Job, sendPart: (part: Part) => void) => Promise<Answer> | Answer): void {
  const port = parentPort!;
  const send = (message: WorkerMessage<Answer, Part>) => port.postMessage(message);
  let queue = Promise.resolve();
  port.on('message', ({ id, job }: { id: number; job: Job }) => {
    queue = queue.then(async () => {
      try {
        send({ id, answer: await work(job, (part) => send({ id, part })) });
      } catch (error) {
        send({ id, failed: String(error) });
      }
    });
  });
}
