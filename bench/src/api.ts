import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { callEndpoint, endpoints, prepareRequest } from '@ews/contract';
import { BENCH_PASSWORD, startBareFastify, startConsole } from './servers.ts';
import { fullOrQuick } from './quick.ts';
import { CALL_TIMEOUT_MS } from './calls.ts';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface LoadResult {
  requestsPerSecond: number;
  non2xx: number;
}

/** autocannon in its own process, so the load generator does not share the server's event loop. */
export function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const args = [autocannonBin, '-j', '-c', '16', '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        const report = JSON.parse(output) as { requests: { average: number }; non2xx: number };
        resolve({ requestsPerSecond: report.requests.average, non2xx: report.non2xx });
      } catch (error) {
        reject(error);
      }
    });
  });
}

export interface ApiBench {
  infoRps: number;
  bareRps: number;
  ratio: number;
  /** CPU time of the server process per answered call, in µs (user and system), medians of the rounds. */
  infoCpuUs: number;
  bareCpuUs: number;
}

/** Linux counts a process's CPU time in ticks of USER_HZ, 100 a second on every architecture it runs on. */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far in ms, user and system together (utime and stime of /proc/<pid>/stat). */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** `load` on a server, with the server's own CPU time per answered call: a figure the other work on the machine moves far less than the rate. */
async function loadMeasured(pid: number, url: string, headers: Record<string, string>, seconds: number) {
  const before = cpuMsOf(pid);
  const result = await load(url, headers, seconds);
  return { ...result, cpuUs: ((cpuMsOf(pid) - before) * 1000) / (result.requestsPerSecond * seconds) };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Requests per second of the signed, encrypted sysuser/info call against a bare Fastify route,
 * measured in alternating rounds of the same run. Each round's ratio compares two neighbouring
 * measurements, so a spell of load from elsewhere slows both sides of it; the median of the
 * rounds' ratios makes one noisy round harmless.
 */
export async function benchApi(seconds = fullOrQuick(3, 1), rounds = 3): Promise<ApiBench> {
  const console_ = await startConsole();
  const bare = await startBareFastify();
  try {
    const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: BENCH_PASSWORD }, { timeoutMs: CALL_TIMEOUT_MS, origin: console_.origin });
    const { url, init } = prepareRequest(endpoints.info, {}, { origin: console_.origin, token });
    await load(`${bare.origin}/bare`, {}, 2); // warm-up of both servers
    await load(url, init.headers, 2);
    const infoRounds: Awaited<ReturnType<typeof loadMeasured>>[] = [];
    const bareRounds: Awaited<ReturnType<typeof loadMeasured>>[] = [];
    for (let round = 0; round < rounds; round++) {
      const info = await loadMeasured(console_.pid, url, init.headers, seconds);
      if (info.non2xx > 0) throw new Error(`sysuser/info answered ${info.non2xx} non-2xx responses under load`);
      infoRounds.push(info);
      bareRounds.push(await loadMeasured(bare.pid, `${bare.origin}/bare`, {}, seconds));
    }
    const ratio = median(infoRounds.map((info, round) => info.requestsPerSecond / bareRounds[round]!.requestsPerSecond));
    return {
      infoRps: median(infoRounds.map((round) => round.requestsPerSecond)),
      bareRps: median(bareRounds.map((round) => round.requestsPerSecond)),
      ratio,
      infoCpuUs: median(infoRounds.map((round) => round.cpuUs)),
      bareCpuUs: median(bareRounds.map((round) => round.cpuUs)),
    };
  } finally {
    await bare.close();
    await console_.close();
  }
}
