// `npm run soak`: SOAK_CLIENTS concurrent clients (200) for SOAK_SECONDS (60) of mixed reads and
// writes against the console as `npm start` runs it, on loopback. Fails on any error, or when the
// acknowledged writes and the stored counts disagree afterwards.
import { callEndpoint, DEFAULT_AES_KEY, endpoints, type CallOptions, type Endpoint, type EndpointInput } from '@ews/contract';
import { BENCH_PASSWORD, startConsole } from './servers.ts';

const clients = Number(process.env.SOAK_CLIENTS ?? 200);
const seconds = Number(process.env.SOAK_SECONDS ?? 60);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const server = await startConsole();
try {
  const options: CallOptions = { origin: server.origin, aesKey: DEFAULT_AES_KEY, timeoutMs: 60_000 };
  const { token } = await callEndpoint(endpoints.login, { username: 'admin', password: BENCH_PASSWORD }, options);
  const call = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>) => callEndpoint(endpoint, input, { ...options, token });
  const counts = async () => ({
    sources: (await call(endpoints.sourceList, { limit: 1 })).total,
    surveys: (await call(endpoints.surveyList, { limit: 1 })).total,
  });
  const before = await counts();
  const sourceIds = (await call(endpoints.sourceList, { limit: 100 })).list.map((source) => source.sourceId);
  const today = new Date().toISOString().slice(0, 10);

  const latencies: number[] = [];
  const errors: string[] = [];
  const written = { sources: 0, surveys: 0 };
  let serial = 0;
  let newSources = 0;
  // Seven reads for every three writes, as a working day of staff looks from the server.
  const steps: (() => Promise<unknown>)[] = [
    () => call(endpoints.info, {}),
    () => call(endpoints.sourceList, { keyword: '站', limit: 20 }),
    () => call(endpoints.alertOpenCount, {}),
    () => call(endpoints.dashboardSummary, {}),
    () => call(endpoints.surveyList, { sourceId: sourceIds[serial % sourceIds.length], limit: 20 }),
    () => call(endpoints.alertList, { open: 'true', limit: 20 }),
    () => call(endpoints.sourceGet, { sourceId: sourceIds[serial % sourceIds.length]! }),
    async () => {
      // SK codes are the soak's own: 990000, 990001, … take a thousand points each.
      const n = newSources++;
      const code = `SK-${990_000 + Math.floor(n / 1000)}-${String(n % 1000).padStart(3, '0')}`;
      await call(endpoints.sourceSave, { code, name: `Soak ${n}`, focusType: 'other', provinceCode: '630000', prefectureCode: '', countyCode: '', longitude: 96.1, latitude: 36.2 });
      written.sources++;
    },
    async () => {
      await call(endpoints.surveySave, { sourceId: sourceIds[serial++ % sourceIds.length]!, surveyDate: today, hostDensity: 0.3, animalsExamined: 40, fleaIndex: 0.2 });
      written.surveys++;
    },
    async () => {
      await call(endpoints.surveySave, { sourceId: sourceIds[serial++ % sourceIds.length]!, surveyDate: today, hostDensity: 0.1, animalsExamined: 40, fleaIndex: 0.05 });
      written.surveys++;
    },
  ];

  const deadline = Date.now() + seconds * 1000;
  let next = 0;
  const client = async () => {
    while (Date.now() < deadline) {
      const step = steps[next++ % steps.length]!;
      const started = performance.now();
      try {
        await step();
        latencies.push(performance.now() - started);
      } catch (error) {
        errors.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));

  const after = await counts();
  const sorted = latencies.sort((a, b) => a - b);
  const reconciled = after.sources - before.sources === written.sources && after.surveys - before.surveys === written.surveys;
  console.log(`soak: ${clients} clients × ${seconds} s on loopback, mixed reads and writes (SQLite, demo data)`);
  console.log(`requests ${sorted.length + errors.length}, errors ${errors.length}, ${(sorted.length / seconds).toFixed(0)} req/s`);
  console.log(`latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`);
  console.log(`writes acknowledged: ${written.sources} sources, ${written.surveys} surveys; stored: +${after.sources - before.sources} sources, +${after.surveys - before.surveys} surveys (${reconciled ? 'reconciled' : 'MISMATCH'})`);
  for (const error of [...new Set(errors)].slice(0, 5)) console.log(`error: ${error}`);
  process.exitCode = errors.length === 0 && reconciled ? 0 : 1;
} finally {
  await server.close();
}
