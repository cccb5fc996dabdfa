import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN_PASSWORD, TEST_RECEIVER_HOSTS } from './harness.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * A command line as an operator runs it (`src/backup-cli.ts`, `src/rotate-secrets-cli.ts`): a
 * process of its own on the database its environment names, none by default; what it printed and its exit status.
 */
export function runCli(script: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', SECRETS_KEY: '', SECRETS_KEY_OLD: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output: output.trim() }));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** What the process has printed so far, to explain a failure. */
  output(): string;
  /** Ends the process and waits for it to be gone (SIGKILL, as a crash or a pulled plug would). */
  kill(): Promise<void>;
}

/**
 * The server as `npm start` runs it, in a process of its own that a test can kill. `env` points
 * it at a test store (harness.storeEnv) and may override the test settings below.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      CAPTCHA: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(env.DATA_DIR!, 'no-web'),
      NOTIFY_ALLOWED_HOSTS: TEST_RECEIVER_HOSTS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (/Plague early-warning console: http/.test(output)) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
