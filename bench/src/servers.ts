import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@ews/server/test/support/processes.ts';

export const BENCH_PASSWORD = 'Bench-admin-2026';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  origin: string;
  /** The server's process, whose CPU time the API bench reads. */
  pid: number;
  /** Where the console keeps its embedded database (not for the bare Fastify). */
  dataDir?: string;
  close(): Promise<void>;
}

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk;
      if (pattern.test(output)) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The console as `npm start` runs it (the bundled server, embedded database), in its own process. */
export async function startConsole(env: Record<string, string> = {}): Promise<RunningServer> {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('server build failed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.mjs')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: BENCH_PASSWORD, CAPTCHA: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForOutput(child, /Plague early-warning console: http/);
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    dataDir,
    close: async () => {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The baseline: bench/bare-server.mjs, a bare Fastify route in plain JavaScript. */
export async function startBareFastify(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForOutput(child, /ready/);
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid!, close: () => stop(child) };
}
