// `npm run bench`: figures measured side by side in one run, each checked against its budget.
import { benchApi } from './api.ts';
import { benchCaseDelivery } from './case-delivery.ts';
import { benchEngine } from './engine.ts';
import { benchInstances } from './instances.ts';
import { lighthouseScores } from './lighthouse.ts';
import { printMapBench } from './map.ts';
import { QUICK } from './quick.ts';
import { benchScope } from './scope.ts';
import { benchSourceListPage } from './source-list-page.ts';
import { benchSources, type ListBench } from './sources.ts';
import { measuredToTarget } from './targets.ts';
import { measurePages } from './web.ts';

interface Budget {
  name: string;
  value: string;
  ok: boolean;
  limit: string;
}

const budgets: Budget[] = [];
/*
 * Issue 20's targets, each measured again when over it (targets.ts). Both sides of each ratio are
 * measured side by side in the same attempt.
 */
/** Requests per second of the signed, encrypted sysuser/info ÷ a bare Fastify route's, at least. */
const INFO_RATE_RATIO = 0.5;
/** source/getList at 100 000 points ÷ at 1 000, on each database, at most. */
const LIST_GROWTH = 2;
/** A full recompute of 10 000 points × 10 years, SQLite, in ms, at most. */
const RECOMPUTE_MS = 3000;
/**
 * A survey write with the incremental engine ÷ a plain insert, at most: 2.5 since issue 41 (a signal
 * per suspected case, the dead animals pending, a discard's request read with the point's alerts),
 * measured 2.08–2.24 on a quiet machine against 1.7 before. Where the extra goes is left to find.
 */
const WRITE_RATIO = 2.5;
/** Issue 20: sourceList's scripting until its first 20 rows ÷ a bare antd Table's, median of alternating rounds (the rows are drawn by the server). */
const SOURCE_LIST_SCRIPTING = 1.5;
/**
 * The same until the console's own rows replace the server's: a guard (4.2–4.4 idle, 6.9 at load
 * 13), the console's shell (layout, menu, tabs, filters, antd's styles written at run time) around them.
 */
const SOURCE_LIST_OWN_SCRIPTING = 10;
/** A suspected case's first delivery attempt after its save, the worst of 100 (30 in the quick form), at most: the instance sends it at once, not at its next poll. */
const CASE_DELIVERY_WORST_MS = 2000;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (QUICK) console.log('The quick form (BENCH_QUICK=1): the same figures and budgets, in fewer or shorter rounds.');

const api = await measuredToTarget('sysuser/info ÷ bare', benchApi, (measured) => measured.ratio >= INFO_RATE_RATIO);
console.log(`sysuser/info (signed, encrypted, SQLite): ${api.infoRps.toFixed(0)} req/s`);
console.log(`bare Fastify route (baseline):           ${api.bareRps.toFixed(0)} req/s`);
console.log(`server CPU per call: sysuser/info ${api.infoCpuUs.toFixed(1)} µs, bare route ${api.bareCpuUs.toFixed(1)} µs`);
// The rate's ratio: the load generator (autocannon) shares the two cores, so the CPU time each
// server spends on a call is printed beside it, a figure other work moves far less.
budgets.push({ name: 'sysuser/info ÷ bare', value: api.ratio.toFixed(3), ok: api.ratio >= INFO_RATE_RATIO, limit: `≥ ${INFO_RATE_RATIO}` });
budgets.push({ name: 'CPU per call, bare ÷ signed', value: (api.bareCpuUs / api.infoCpuUs).toFixed(2), ok: true, limit: 'reported' });

const instances = await benchInstances();
console.log(`sysuser/info on PostgreSQL: ${instances.oneRps.toFixed(0)} req/s from one instance, ${instances.twoRps.toFixed(0)} req/s from two on the same schema`);
budgets.push({ name: 'two instances ÷ one (PostgreSQL)', value: (instances.twoRps / instances.oneRps).toFixed(2), ok: true, limit: 'reported' });
console.log(`a write sent to one instance: answered in ${instances.writeMs.toFixed(0)} ms, told by the other's live stream in ${instances.liveMs.toFixed(0)} ms (medians)`);
budgets.push({ name: 'live notice on another instance ÷ the write (PostgreSQL)', value: (instances.liveMs / instances.writeMs).toFixed(2), ok: true, limit: 'reported' });
// Issue 18: a change reaches every instance's screens within a second.
budgets.push({ name: 'live notice on another instance, ms', value: instances.liveMs.toFixed(0), ok: instances.liveMs < 1000, limit: '< 1000' });

const [login, shell, maps] = await measurePages(['/admin/login'], ['/admin/dashboard', '/maps']);
if (!login || !shell || !maps) throw new Error('no page measured');
const received = (page: typeof login) =>
  `${page.files} responses, ${kb(page.transferred)} received (${kb(page.decoded)} decoded): page, scripts and styles ${kb(page.codeBytes)}, basemap ${kb(page.basemapBytes)}`;
console.log(`/admin/login: ${received(login)}`);
console.log(`signed-in shell (/admin/dashboard): ${received(shell)}`);
console.log(`/maps with its basemap: ${received(maps)}`);
// Regression limits on the bytes received; issue 14's targets (118 KB, 300 KB, 900 KB) are printed beside them.
budgets.push({ name: '/admin/login received', value: kb(login.transferred), ok: login.transferred <= 118 * 1024, limit: '≤ 118 KB' });
// The dashboard screen's own map and chart libraries are not the shell's: they load with the screens that draw maps and charts.
const shellBytes = shell.codeBytes - shell.screenLibraryBytes;
console.log(`  of its code, the dashboard's map and chart libraries: ${kb(shell.screenLibraryBytes)}; the shell and the rest of the screen: ${kb(shellBytes)}`);
// 315 KB since issue 41: the shell carries the human cases', response levels' and priorities' words and the fields' labels (313.1 KB measured);
// 320 KB since issue 49: place names as people write them, each user's own settings and lists' saved filters, the routes' check
// (315.1 and 315.7 KB measured on a quiet machine, 318.4 KB in a CI run at load 8: the same build, 38 responses each).
budgets.push({ name: 'signed-in shell code received', value: kb(shellBytes), ok: shellBytes <= 320 * 1024, limit: '≤ 320 KB' });
budgets.push({ name: '/maps with basemap received', value: kb(maps.transferred), ok: maps.transferred <= 900 * 1024, limit: '≤ 900 KB' });
budgets.push(...(await printMapBench()));

const sourceListPage = await benchSourceListPage();
const seconds = (values: number[]) => values.map((ms) => (ms / 1000).toFixed(2)).join(', ');
console.log(`sourceList scripting until its first 20 rows (the server's): ${seconds(sourceListPage.console)} s; until the console's own: ${seconds(sourceListPage.consoleOwn)} s; a bare antd Table of the same rows: ${seconds(sourceListPage.baseline)} s`);
budgets.push({ name: 'sourceList scripting ÷ bare Table', value: sourceListPage.ratio.toFixed(2), ok: sourceListPage.ratio <= SOURCE_LIST_SCRIPTING, limit: `≤ ${SOURCE_LIST_SCRIPTING}` });
budgets.push({ name: 'sourceList own rows ÷ bare', value: sourceListPage.ownRatio.toFixed(1), ok: sourceListPage.ownRatio <= SOURCE_LIST_OWN_SCRIPTING, limit: `≤ ${SOURCE_LIST_OWN_SCRIPTING}` });

// Lighthouse's desktop preset. Accessibility and best practices must be perfect; performance is
// reported, since on this shared machine it moves with the load (simulated throttling).
for (const scores of await lighthouseScores(['/admin/login', '/maps', '/monitor'], ['/admin/dashboard', '/epidemicSource/sourceList'])) {
  const page = scores.route.slice(scores.route.lastIndexOf('/') + 1);
  console.log(`Lighthouse ${scores.route}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}`);
  for (const audit of scores.failed) console.log(`  failed: ${audit}`);
  budgets.push({ name: `Lighthouse ${page} a11y/BP`, value: `${scores.accessibility} / ${scores.bestPractices}`, ok: scores.accessibility === 100 && scores.bestPractices === 100, limit: '100 / 100' });
  budgets.push({ name: `Lighthouse ${page} perf`, value: String(scores.performance), ok: true, limit: 'reported' });
}

const listGrowth = (list: ListBench) => list.list100kMs / list.list1kMs;
const sources = await measuredToTarget('source list 100k ÷ 1k', benchSources, (measured) => listGrowth(measured.sqlite) <= LIST_GROWTH && listGrowth(measured.postgres) <= LIST_GROWTH);
console.log(`source import: ${sources.importMsPer1000.toFixed(0)} ms per 1 000 rows (10 000-row sheet over HTTP, SQLite); the event loop held at most ${sources.importLoopBlockMs.toFixed(0)} ms at a time`);
budgets.push({ name: 'import: longest event-loop hold', value: `${sources.importLoopBlockMs.toFixed(0)} ms`, ok: true, limit: 'reported' });
// A keyword's matches come straight from the trigram index (SQLite joins the FTS5 rowids;
// PostgreSQL gathers them behind a materialized CTE) and are counted and sorted in one pass; 'site 9'
// matches 11 % of the points, so the call still grows with its matches (11 111 read and 2 778 sorted
// at 100 000 points against 111 and 28 at 1 000), within the call's fixed cost at 1 000.
for (const [database, list] of [['SQLite', sources.sqlite], ['PostgreSQL', sources.postgres]] as const) {
  console.log(`source/getList (search + filter + sort + page, ${database}): ${list.list1kMs.toFixed(1)} ms at 1 000 points, ${list.list100kMs.toFixed(1)} ms at 100 000 points`);
  budgets.push({ name: `source list 100k ÷ 1k ${database}`, value: listGrowth(list).toFixed(2), ok: listGrowth(list) <= LIST_GROWTH, limit: `≤ ${LIST_GROWTH}` });
}

const scope = await benchScope();
console.log(`source/getList at 100 000 points: ${scope.listAllMs.toFixed(1)} ms for the whole country (admin), ${scope.listCountyMs.toFixed(1)} ms for one county's operator`);
console.log(
  `dashboard/map at 100 000 points, built after a write: ${scope.mapAllMs.toFixed(1)} ms for the whole country (admin), ${scope.mapCountyMs.toFixed(1)} ms for one county's operator; ` +
    `the whole country's shared until the next write: ${scope.mapAllSharedMs.toFixed(1)} ms`,
);
budgets.push({ name: 'list, county scope ÷ whole country', value: (scope.listCountyMs / scope.listAllMs).toFixed(2), ok: scope.listCountyMs <= 1.2 * scope.listAllMs, limit: '≤ 1.2' });
budgets.push({ name: 'map, county scope ÷ whole country', value: (scope.mapCountyMs / scope.mapAllMs).toFixed(2), ok: scope.mapCountyMs <= 1.2 * scope.mapAllMs, limit: '≤ 1.2' });

const engine = await measuredToTarget('engine', benchEngine, (measured) => measured.large.ms <= RECOMPUTE_MS && measured.writeRatio <= WRITE_RATIO);
const perRecord = (ms: number, surveys: number) => `${((ms * 1000) / surveys).toFixed(1)} µs per survey record`;
console.log(`engine full recompute, 300 points × 5 years (demo, ${engine.demo.surveys} surveys): ${(engine.demo.ms / 1000).toFixed(2)} s, ${perRecord(engine.demo.ms, engine.demo.surveys)}`);
console.log(`engine full recompute, ${engine.large.points} points × 10 years (${engine.large.surveys} surveys): ${(engine.large.ms / 1000).toFixed(1)} s (${(engine.large.cpuMs / 1000).toFixed(1)} s of CPU), ${perRecord(engine.large.ms, engine.large.surveys)}`);
console.log(`engine full recompute on PostgreSQL, ${engine.postgres.points} points × 10 years (${engine.postgres.surveys} surveys): ${(engine.postgres.ms / 1000).toFixed(1)} s, ${perRecord(engine.postgres.ms, engine.postgres.surveys)}`);
budgets.push({ name: 'recompute PG, µs per survey', value: ((engine.postgres.ms * 1000) / engine.postgres.surveys).toFixed(1), ok: true, limit: 'reported' });
console.log(`survey/getList by point and date range: ${engine.surveyList.smallMs.toFixed(1)} ms with 6 000 surveys, ${engine.surveyList.largeMs.toFixed(1)} ms with 600 000`);
// Issue 20: survey_source_date_idx (source_id, survey_date) serves the point and the range on both databases.
const surveyGrowth = engine.surveyList.largeMs / engine.surveyList.smallMs;
budgets.push({ name: 'survey list 600k ÷ 6k', value: surveyGrowth.toFixed(2), ok: surveyGrowth <= 2, limit: '≤ 2' });
console.log(`survey write with the incremental engine: ${engine.evaluatedInsertMs.toFixed(2)} ms against a plain insert ${engine.plainInsertMs.toFixed(2)} ms`);
budgets.push({ name: 'recompute 10 000 × 10 years', value: `${(engine.large.ms / 1000).toFixed(1)} s`, ok: engine.large.ms <= RECOMPUTE_MS, limit: `≤ ${RECOMPUTE_MS / 1000} s` });
budgets.push({ name: 'recompute, CPU time', value: `${(engine.large.cpuMs / 1000).toFixed(1)} s`, ok: true, limit: 'reported' });
budgets.push({ name: 'survey write ÷ plain insert', value: engine.writeRatio.toFixed(1), ok: engine.writeRatio <= WRITE_RATIO, limit: `≤ ${WRITE_RATIO}` });

// Issue 41: a suspected case is sent at once, at any hour (the bench's channel is in quiet hours all day).
const delivery = await benchCaseDelivery();
console.log(
  `a suspected case saved → its first delivery attempt at a webhook: median ${delivery.deliveryMedianMs.toFixed(0)} ms, worst ${delivery.deliveryWorstMs.toFixed(0)} ms of ${delivery.cases}; ` +
    `a survey save: median ${delivery.surveySaveMedianMs.toFixed(1)} ms`,
);
budgets.push({ name: 'case → delivery ÷ survey save', value: (delivery.deliveryMedianMs / delivery.surveySaveMedianMs).toFixed(1), ok: true, limit: 'reported' });
budgets.push({ name: 'case → delivery, worst', value: `${(delivery.deliveryWorstMs / 1000).toFixed(2)} s`, ok: delivery.deliveryWorstMs <= CASE_DELIVERY_WORST_MS, limit: `≤ ${CASE_DELIVERY_WORST_MS / 1000} s` });

console.log('\nbudget                         value        limit     ');
for (const budget of budgets) {
  console.log(`${budget.name.padEnd(30)} ${budget.value.padEnd(12)} ${budget.limit.padEnd(10)} ${budget.ok ? 'ok' : 'OVER BUDGET'}`);
}
process.exit(budgets.every((budget) => budget.ok) ? 0 : 1);
