import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { FIRST_ROWS_ID } from '@ews/contract/protocol/first-rows';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '@ews/e2e/support/chromium.ts';
import { adminSessionCookie, returningVisitor, startMeasuredConsole } from './web.ts';
import { fullOrQuick } from './quick.ts';

const ROUTE = '/epidemicSource/sourceList';
const ROWS = 20;
/** A table row of antd's, in the console's list and in the baseline alike. */
const ROW = '.ant-table-tbody > tr.ant-table-row';
/** The user-timing mark the page sets when the rows are in the document: drawn by the server, or by the page's script. */
const MARK = 'ews-rows-shown';
/** The mark set when the console shows its own rows: the rows the server drew (FIRST_ROWS_ID) gone, 20 rows in the document. */
const OWN_MARK = 'ews-own-rows';
const ROUNDS = fullOrQuick(5, 3);

/**
 * Main-thread events that run script (Lighthouse's script evaluation and parse/compile groups).
 * Their union is the scripting time, less the style and layout work a script forces inside them,
 * which DevTools' summary counts as rendering; what else nests in them (GC, microtasks) counts once.
 */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'V8.Execute',
  'v8.compile',
  'v8.compileModule',
]);
const RENDERING_EVENTS = new Set(['Layout', 'UpdateLayoutTree', 'ParseAuthorStyleSheet', 'Paint', 'PrePaint', 'Layerize', 'HitTest']);
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', '__metadata'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * An init script, set before the page's own: a MutationObserver that marks the moment the document
 * first holds ROWS rows, and the moment it holds them without the server's (the page's own), and
 * says so on the console, so the bench waits without polling the page (polling would be script
 * time of its own). On the baseline page both come together.
 */
const MARK_ROWS = `(() => {
  let shown = false;
  new MutationObserver((_, observer) => {
    if (document.querySelectorAll(${JSON.stringify(ROW)}).length < ${ROWS}) return;
    if (!shown) {
      shown = true;
      performance.mark(${JSON.stringify(MARK)});
    }
    if (document.getElementById(${JSON.stringify(FIRST_ROWS_ID)})) return;
    observer.disconnect();
    performance.mark(${JSON.stringify(OWN_MARK)});
    console.log(${JSON.stringify(OWN_MARK)});
  }).observe(document, { childList: true, subtree: true });
})();`;

/** The milliseconds of script on the renderer's main thread from the navigation's start to mark `name`. */
function scriptingUntilMark(events: TraceEvent[], name: string): number {
  const mark = events.find((event) => event.name === name);
  if (!mark) throw new Error(`no ${name} mark in the trace`);
  const main = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === mark.pid && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  const start = Math.max(...events.filter((event) => event.name === 'navigationStart' && event.pid === mark.pid && event.ts <= mark.ts).map((event) => event.ts));
  // A sweep over the events' edges: time counts while some script event is open and no rendering one is.
  const edges = events
    .filter((event) => event.ph === 'X' && event.pid === main.pid && event.tid === main.tid)
    .flatMap((event) => {
      const kind: 'script' | 'rendering' | undefined = SCRIPT_EVENTS.has(event.name) ? 'script' : RENDERING_EVENTS.has(event.name) ? 'rendering' : undefined;
      return kind ? [{ ts: event.ts, kind, step: 1 }, { ts: event.ts + (event.dur ?? 0), kind, step: -1 }] : [];
    })
    .sort((a, b) => a.ts - b.ts);
  const open = { script: 0, rendering: 0 };
  let total = 0;
  let last = start;
  for (const edge of edges) {
    const at = Math.min(Math.max(edge.ts, start), mark.ts);
    if (open.script > 0 && open.rendering === 0) total += at - last;
    last = at;
    open[edge.kind] += edge.step;
  }
  return total / 1000;
}

/**
 * Opens `url` in a new page of `context` and returns the page, its own table drawn, and its
 * scripting time until the first rows were shown and until its own were.
 */
async function measure(browser: Browser, context: BrowserContext, url: string): Promise<{ page: Page; scriptingMs: number; ownScriptingMs: number }> {
  const page = await context.newPage();
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const marked = page.waitForEvent('console', { predicate: (message) => message.text() === OWN_MARK, timeout: 120_000 });
  await page.goto(url, { waitUntil: 'commit' });
  await marked;
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return { page, scriptingMs: scriptingUntilMark(traceEvents, MARK), ownScriptingMs: scriptingUntilMark(traceEvents, OWN_MARK) };
}

/** The column titles and the first ROWS rows' cell texts of the page's table, as a person reads them. */
function tableOf(page: Page): Promise<{ titles: string[]; rows: string[][] }> {
  return page.evaluate(
    ([rowSelector, count]) => ({
      titles: Array.from(document.querySelectorAll('.ant-table-thead > tr > th'), (cell) => cell.textContent ?? ''),
      rows: Array.from(document.querySelectorAll(rowSelector), (row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')).slice(0, count),
    }),
    [ROW, ROWS] as const,
  );
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * The baseline page (bench/table-page) built by Vite with the React and antd that web/ uses,
 * holding `table`, served from its own port; the same build settings as a production build.
 */
async function baselinePage(table: { titles: string[]; rows: string[][] }) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-bench-table-'));
  await build({
    root: fileURLToPath(new URL('../table-page', import.meta.url)),
    configFile: false,
    logLevel: 'error',
    define: { __TABLE__: JSON.stringify(table) },
    build: { outDir, emptyOutDir: true },
  });
  const server = http.createServer((request, response) => {
    const file = path.join(outDir, new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html'));
    if (!file.startsWith(outDir) || !fs.existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export interface SourceListPageBench {
  /** Scripting milliseconds from navigation to the first 20 rows (the server's), each round's. */
  console: number[];
  /** The same until the console's own 20 rows, the server's gone. */
  consoleOwn: number[];
  baseline: number[];
  /** The median of the rounds' ratios: first rows, own rows. */
  ratio: number;
  ownRatio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Issue 20: the scripting time of the signed-in /epidemicSource/sourceList until its first 20 rows
 * are in the document (drawn by the server, in its HTML), and until the console's own are, against
 * a bare antd Table of the same rows on an empty React page, in ROUNDS alternating rounds in one Chromium. A first visit of each fills the HTTP cache, as a
 * returning user's browser has it, and is not counted.
 */
export async function benchSourceListPage(): Promise<SourceListPageBench> {
  ensureChromium();
  const server = await startMeasuredConsole();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let baseline: Awaited<ReturnType<typeof baselinePage>> | undefined;
  try {
    const consoleUrl = `${server.origin}${ROUTE}`;
    const consoleBrowser = await returningVisitor(browser, { cookie: await adminSessionCookie(server), initScripts: [MARK_ROWS] });
    const first = await measure(browser, consoleBrowser, consoleUrl);
    baseline = await baselinePage(await tableOf(first.page));
    await first.page.close();
    const baselineBrowser = await returningVisitor(browser, { initScripts: [MARK_ROWS] });
    await (await measure(browser, baselineBrowser, baseline.url)).page.close();
    const result: SourceListPageBench = { console: [], consoleOwn: [], baseline: [], ratio: 0, ownRatio: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const drawn = await measure(browser, consoleBrowser, consoleUrl);
      result.console.push(drawn.scriptingMs);
      result.consoleOwn.push(drawn.ownScriptingMs);
      await drawn.page.close();
      const bare = await measure(browser, baselineBrowser, baseline.url);
      result.baseline.push(bare.scriptingMs);
      await bare.page.close();
    }
    result.ratio = median(result.console.map((ms, round) => ms / result.baseline[round]!));
    result.ownRatio = median(result.consoleOwn.map((ms, round) => ms / result.baseline[round]!));
    return result;
  } finally {
    await browser.close();
    await baseline?.close();
    await server.close();
  }
}
