import { callEndpoint, endpoints, FOCUS_TYPE_KEYS } from '@ews/contract';
import { loadConfig } from '@ews/server/src/config.ts';
import { nowIso, type Db } from '@ews/server/src/db/connection.ts';
import { seededRandom } from '@ews/server/src/bootstrap/seed/demo.ts';
import { engineRules, evaluateSource, recomputeAll } from '@ews/server/src/modules/risk/service.ts';
import { consoleInProcess, type BenchDatabase } from './in-process.ts';
import { CALL_TIMEOUT_MS } from './calls.ts';

const stamp = () => {
  const at = nowIso();
  return { createdAt: at, createdBy: 'bench', updatedAt: at, updatedBy: 'bench', version: 1 };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The console in this process, as the engine bench uses it. */
type Console = Awaited<ReturnType<typeof consoleInProcess>>;

/** `work` done against the console in this process on a fresh database, which is removed afterwards. */
async function withDatabase<T>(seedDemo: boolean, work: (on: Console) => Promise<T>, database: BenchDatabase = 'sqlite', name = 'engine'): Promise<T> {
  const on = await consoleInProcess(database, { seedDemo, name });
  try {
    return await work(on);
  } finally {
    await on.close();
  }
}

function surveyRow(sourceId: number, surveyDate: string, random: () => number) {
  const rare = random();
  return {
    sourceId,
    surveyDate,
    surveyUnit: '',
    hostSpecies: '',
    vectorSpecies: '',
    maxTitre: '',
    notes: '',
    hostDensity: Math.round(random() * 150) / 100,
    captureRate: null,
    infestationRate: null,
    fleaIndex: Math.round(random() * 110) / 100,
    burrowFleaIndex: null,
    freeFleaIndex: null,
    animalsExamined: 50,
    bacteriologySamples: 20,
    isolatesHost: rare < 0.002 ? 1 : 0,
    isolatesVector: 0,
    seraTested: 40,
    seraPositive: rare < 0.005 ? 1 : 0,
    deadRodentsFound: 0,
    deadRodentsPositive: 0,
    suspectedHumanCases: 0,
    ...stamp(),
  };
}

/** Source points `first`… up to `points` with `years` seasons of monthly surveys (April–September), generated straight into the database. */
async function generate(db: Db, points: number, years: number, first = 0): Promise<number> {
  const random = seededRandom(7 + first);
  const thisYear = new Date().getUTCFullYear();
  let surveys = 0;
  for (let start = first; start < points; start += 200) {
    const sources = Array.from({ length: Math.min(200, points - start) }, (_, k) => ({
      code: `EE-${String(100000 + Math.floor((start + k) / 1000)).padStart(6, '0')}-${String((start + k) % 1000).padStart(3, '0')}`,
      name: `Engine bench ${start + k}`,
      focusType: FOCUS_TYPE_KEYS[(start + k) % FOCUS_TYPE_KEYS.length]!,
      provinceCode: '630000', provinceName: '', prefectureCode: '', prefectureName: '', countyCode: '', countyName: '', place: '',
      longitude: 95, latitude: 35, altitude: null, area: null, primaryHosts: '[]', primaryVectors: '[]', discoveredOn: '', status: 'active',
      monitoringUnit: '', contactName: '', contactPhone: '', notes: '',
      ...stamp(),
    }));
    const ids = await db.insertInto('sourcePoint').values(sources).returning('sourceId').execute();
    const rows = ids.flatMap(({ sourceId }) =>
      Array.from({ length: years * 6 }, (_, i) => surveyRow(sourceId, `${thisYear - years + Math.floor(i / 6)}-${String(4 + (i % 6)).padStart(2, '0')}-15`, random)),
    );
    for (let at = 0; at < rows.length; at += 500) await db.insertInto('survey').values(rows.slice(at, at + 500)).execute();
    surveys += rows.length;
  }
  return surveys;
}

/** One survey list call of the first point over three seasons, as its history screen asks for it: ms over HTTP. */
async function timeSurveyList({ db, origin, token }: Console): Promise<number> {
  const thisYear = new Date().getUTCFullYear();
  const { sourceId } = await db.selectFrom('sourcePoint').select('sourceId').orderBy('sourceId').executeTakeFirstOrThrow();
  const started = performance.now();
  await callEndpoint(endpoints.surveyList, { sourceId, from: `${thisYear - 4}-01-01`, to: `${thisYear - 2}-12-31`, page: 1, limit: 20 }, { timeoutMs: CALL_TIMEOUT_MS, origin, token });
  return performance.now() - started;
}

/**
 * The survey list on two databases side by side, in alternating calls, so that a spell of load or
 * of garbage collection slows both: timed one after the other, the large figure was once taken
 * right after its 594 000 surveys were written in this process and came out at 13 ms a call against
 * 3.5–4.4 ms in other runs. The first ten rounds warm both up; the median of the later twenty counts.
 */
async function timeSurveyLists(small: Console, large: Console): Promise<{ smallMs: number; largeMs: number }> {
  const samples = { small: [] as number[], large: [] as number[] };
  for (let round = 0; round < 30; round++) {
    samples.small.push(await timeSurveyList(small));
    samples.large.push(await timeSurveyList(large));
  }
  return { smallMs: median(samples.small.slice(10)), largeMs: median(samples.large.slice(10)) };
}

export interface EngineBench {
  /** survey/getList by point and date range, with 6 000 surveys (100 points × 10 years) and with 600 000. */
  surveyList: { smallMs: number; largeMs: number };
  demo: { surveys: number; ms: number };
  /** `cpuMs`: this process's CPU time over the recompute, which on SQLite is all of its work: the load of the machine moves it less than `ms`. */
  large: { points: number; surveys: number; ms: number; cpuMs: number };
  /** The same recompute on PostgreSQL, at a tenth of the points (printed, not budgeted). */
  postgres: { points: number; surveys: number; ms: number };
  writeRatio: number;
  plainInsertMs: number;
  evaluatedInsertMs: number;
}

/** The engine's default window: a signal raises its point's risk for 30 days. */
const RISK_WINDOW_DAYS = loadConfig({}).riskWindowDays;

/** The recompute the button and a rules save run: batches of points, each in a transaction of its own. Wall and CPU time. */
async function timeRecompute(db: Db): Promise<{ ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await recomputeAll(db, { windowDays: RISK_WINDOW_DAYS });
  const { user, system } = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (user + system) / 1000 };
}

/**
 * Writes of each kind before the counted ones: in one process, the ratio of the first 600 writes
 * after 300 uncounted ones was 2.5, and of the same writes run again 2.0–2.1 (three runs).
 */
const WARM_UP = 1500;

/**
 * One survey write with its evaluation against the same insert without it, each committed, on
 * the demo data. The samples go round the demo points, so each write meets a point's real
 * history (five seasons), not one point swollen by the samples before it. The first WARM_UP
 * writes of each kind are not counted: V8 is still compiling both paths there, the engine's with
 * more code to compile, while a server that takes a season's surveys runs them warm.
 */
async function timeWrites(db: Db): Promise<{ plainInsertMs: number; evaluatedInsertMs: number }> {
  const random = seededRandom(11);
  const sources = await db.selectFrom('sourcePoint').select('sourceId').orderBy('sourceId').execute();
  const rules = await engineRules(db, RISK_WINDOW_DAYS);
  const samples = 1500;
  const surveyDate = new Date().toISOString().slice(0, 10);
  let plain = 0;
  let evaluated = 0;
  for (let i = -WARM_UP; i < samples; i++) {
    const { sourceId } = sources[(i + WARM_UP) % sources.length]!;
    let started = performance.now();
    await db.transaction().execute((trx) => trx.insertInto('survey').values(surveyRow(sourceId, surveyDate, random)).execute());
    if (i >= 0) plain += performance.now() - started;
    started = performance.now();
    await db.transaction().execute(async (trx) => {
      const { surveyId } = await trx.insertInto('survey').values(surveyRow(sourceId, surveyDate, random)).returning('surveyId').executeTakeFirstOrThrow();
      await evaluateSource(trx, sourceId, rules, [{ surveyId, surveyDate }]);
    });
    if (i >= 0) evaluated += performance.now() - started;
  }
  return { plainInsertMs: plain / samples, evaluatedInsertMs: evaluated / samples };
}

/** Full recompute per survey record at 300 points × 5 years (the demo data) and 10 000 × 10 years (and a tenth of that on PostgreSQL); the survey list at 6 000 and 600 000 surveys; a survey write with the engine against a plain insert. */
export async function benchEngine(largePoints = 10_000, largeYears = 10): Promise<EngineBench> {
  const demo = await withDatabase(true, async ({ db }) => {
    const { n } = await db.selectFrom('survey').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // From nothing, like the large run: the seed's alerts go first.
    await db.deleteFrom('alert').execute();
    const { ms } = await timeRecompute(db);
    return { surveys: Number(n), ms, ...(await timeWrites(db)) };
  });
  const large = await withDatabase(false, async (on) => {
    const surveys = await generate(on.db, largePoints, largeYears);
    // The small database holds the large one's first hundredth: the same points, the same surveys.
    const surveyList = await withDatabase(
      false,
      async (small) => {
        await generate(small.db, largePoints / 100, largeYears);
        return timeSurveyLists(small, on);
      },
      'sqlite',
      'survey-list',
    );
    return { points: largePoints, surveys, ...(await timeRecompute(on.db)), surveyList };
  });
  const postgres = await withDatabase(
    false,
    async ({ db }) => {
      const points = largePoints / 10;
      const surveys = await generate(db, points, largeYears);
      return { points, surveys, ms: (await timeRecompute(db)).ms };
    },
    'postgres',
  );
  return {
    postgres,
    surveyList: large.surveyList,
    demo: { surveys: demo.surveys, ms: demo.ms },
    large: { points: large.points, surveys: large.surveys, ms: large.ms, cpuMs: large.cpuMs },
    plainInsertMs: demo.plainInsertMs,
    evaluatedInsertMs: demo.evaluatedInsertMs,
    writeRatio: demo.evaluatedInsertMs / demo.plainInsertMs,
  };
}
