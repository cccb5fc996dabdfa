import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@ews/server/src/app.ts';
import { loadConfig } from '@ews/server/src/config.ts';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '@ews/e2e/support/chromium.ts';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { BENCH_PASSWORD } from './servers.ts';
import { publicMapBytes, type PayloadBytes } from './payload.ts';
import { measuredToTarget } from './targets.ts';
import { fillTo } from './sources.ts';
import { returningVisitor } from './web.ts';
import { fullOrQuick } from './quick.ts';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface MapTiming {
  points: number;
  /** From navigation start to the first frame with the points drawn, /maps in a browser that has visited it before. */
  firstPaintMs: number;
  /** Mean and 95th percentile time between frames while a scripted pan runs. */
  panFrameMs: number;
  panFrameP95Ms: number;
}

export interface MapBench {
  small: MapTiming;
  large: MapTiming;
  /** The 100 000-point `public/map` answer on the wire, with API_ENCRYPT on and off. */
  payload: { encrypted: PayloadBytes; plain: PayloadBytes };
}

/** The MapLibre map MapCanvas hangs on its element (MapHostElement), as far as the bench uses it. */
interface BenchMap {
  loaded(): boolean;
  areTilesLoaded(): boolean;
  querySourceFeatures(source: string): unknown[];
  on(event: 'render', listener: () => void): void;
  off(event: 'render', listener: () => void): void;
  panBy(offset: [number, number], options: { duration: number; easing: (t: number) => number }): void;
}

const PAN_MS = 2000;
/** A map that has not drawn its points this long after navigation is stuck: fail rather than hang the bench. */
const SETTLE_LIMIT_MS = 120_000;

/**
 * Opens /maps and checks, every animation frame in the page, for a settled map whose point
 * source holds features and whose count says all points are there: performance.now() then is the
 * time since navigation started.
 */
async function firstPaint(context: BrowserContext, origin: string, points: number): Promise<{ ms: number; page: Page }> {
  const page = await context.newPage();
  await page.goto(`${origin}/maps`, { waitUntil: 'commit' });
  const ms = await page.evaluate(
    ([expected, limit]) =>
      new Promise<number>((resolve, reject) => {
        const check = () => {
          // The count of points shown is in the layers and filters panel, which opens folded.
          const toggle = document.querySelector<HTMLElement>('[data-testid="map-controls-toggle"][aria-expanded="false"]');
          toggle?.click();
          const map = (document.querySelector('[data-testid="public-map"]') as (HTMLElement & { map?: BenchMap }) | null)?.map;
          const shown = document.querySelector('[data-testid="map-shown"]')?.textContent ?? '';
          const state = { shown, loaded: map?.loaded(), tiles: map?.areTilesLoaded(), features: map?.querySourceFeatures('source-points').length };
          if (shown.replace(/\D+/g, ' ').trim().startsWith(`${expected} `) && state.loaded && state.tiles && state.features) resolve(performance.now());
          else if (performance.now() > limit) reject(new Error(`the map did not settle: ${JSON.stringify(state)}`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    [points, SETTLE_LIMIT_MS] as const,
  );
  return { ms, page };
}

/** Pans the map 600 px one way and back, PAN_MS each, recording the time between rendered frames. */
async function panFrames(page: Page): Promise<number[]> {
  return page.evaluate(
    (duration) =>
      new Promise<number[]>((resolve) => {
        const map = (document.querySelector('[data-testid="public-map"]') as HTMLElement & { map: BenchMap }).map;
        const frames: number[] = [];
        let last = performance.now();
        const frame = () => {
          const now = performance.now();
          frames.push(now - last);
          last = now;
        };
        const linear = (t: number) => t;
        map.on('render', frame);
        map.panBy([600, 200], { duration, easing: linear });
        setTimeout(() => map.panBy([-600, -200], { duration, easing: linear }), duration);
        setTimeout(() => {
          map.off('render', frame);
          resolve(frames.slice(1));
        }, 2 * duration);
      }),
    PAN_MS,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One measured visit: first paint, then the pan's frame times. */
async function visit(context: BrowserContext, origin: string, points: number): Promise<{ firstPaintMs: number; frames: number[] }> {
  const { ms, page } = await firstPaint(context, origin, points);
  const frames = await panFrames(page);
  await page.close();
  return { firstPaintMs: ms, frames };
}

function summarise(points: number, visits: { firstPaintMs: number; frames: number[] }[]): MapTiming {
  const frames = visits.flatMap((one) => one.frames).sort((a, b) => a - b);
  return {
    points,
    firstPaintMs: median(visits.map((one) => one.firstPaintMs)),
    panFrameMs: frames.reduce((sum, value) => sum + value, 0) / frames.length,
    panFrameP95Ms: frames[Math.floor(frames.length * 0.95)] ?? 0,
  };
}

/** A console listening over the SQLite file in `dataDir`. */
async function consoleOver(dataDir: string, env: Record<string, string> = {}) {
  const built = await buildApp(loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: BENCH_PASSWORD, CAPTCHA: 'off', SEED_DEMO: 'false', LOG_LEVEL: 'silent', WEB_DIST: webDist, ...env }));
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...built, origin: `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`, close: () => built.app.close() };
}

/** A console over its own SQLite file holding `points` generated source points. */
async function consoleWith(points: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ews-bench-map-'));
  const running = await consoleOver(dataDir);
  await fillTo(running.db, points);
  return {
    points,
    dataDir,
    origin: running.origin,
    close: async () => {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ROUNDS = fullOrQuick(3, 1);

/**
 * /maps in headless Chromium over 1 000 and 100 000 generated source points (the built web app,
 * SQLite). The two sizes take turns, so a busy machine slows both alike; the first visit of each
 * fills the HTTP cache as a returning user's browser has it and is not counted.
 */
export async function benchMap(): Promise<MapBench> {
  ensureChromium();
  const consoles = [await consoleWith(1_000), await consoleWith(100_000)];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const visits = consoles.map(() => [] as Awaited<ReturnType<typeof visit>>[]);
    // tsx compiles the page functions here with esbuild's keepNames, which wraps them in a __name helper the page lacks.
    const contexts = await Promise.all(consoles.map(() => returningVisitor(browser, { initScripts: ['globalThis.__name = (target) => target'] })));
    for (const [index, { origin, points }] of consoles.entries()) await (await firstPaint(contexts[index]!, origin, points)).page.close();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, { origin, points }] of consoles.entries()) visits[index]!.push(await visit(contexts[index]!, origin, points));
    }
    const large = consoles[1]!;
    const plain = await consoleOver(large.dataDir, { API_ENCRYPT: 'false' });
    const payload = { encrypted: await publicMapBytes(large.origin), plain: await publicMapBytes(plain.origin) };
    await plain.close();
    return { small: summarise(1_000, visits[0]!), large: summarise(100_000, visits[1]!), payload };
  } finally {
    await browser.close();
    for (const running of consoles) await running.close();
  }
}

export interface MapBudgetRow {
  name: string;
  value: string;
  ok: boolean;
  limit: string;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Issue 20: public/map at 100 000 points, encrypted and brotli-compressed, at most 3 MB on the wire. */
const MAP_WIRE_BYTES = 3 * 1024 * 1024;
/** Issue 20: /maps' first paint at 100 000 points ÷ at 1 000, at most. */
const PAINT_GROWTH = 1.5;
const paintGrowth = ({ small, large }: MapBench) => large.firstPaintMs / small.firstPaintMs;

/** Runs benchMap, prints its figures, and returns them as rows of run.ts's budget table. */
export async function printMapBench(): Promise<MapBudgetRow[]> {
  const measured = await measuredToTarget('map first paint 100k ÷ 1k', benchMap, (bench) => paintGrowth(bench) <= PAINT_GROWTH);
  const { small, large, payload } = measured;
  const paintRatio = paintGrowth(measured);
  const frameRatio = large.panFrameMs / small.panFrameMs;
  console.log(`/maps first paint with the points: ${ms(small.firstPaintMs)} at 1 000 points, ${ms(large.firstPaintMs)} at 100 000`);
  console.log(
    `/maps frame time of a scripted pan: ${small.panFrameMs.toFixed(1)} ms (p95 ${small.panFrameP95Ms.toFixed(1)}) at 1 000 points, ` +
      `${large.panFrameMs.toFixed(1)} ms (p95 ${large.panFrameP95Ms.toFixed(1)}) at 100 000 (headless Chromium, SwiftShader WebGL)`,
  );
  const sizes = ({ identity, gzip, br }: PayloadBytes) => `${mb(identity)} plain, ${mb(gzip)} gzip, ${mb(br)} brotli`;
  console.log(`public/map at 100 000 points: encrypted ${sizes(payload.encrypted)}; API_ENCRYPT=false ${sizes(payload.plain)}`);
  return [
    { name: 'public/map 100k on the wire (br)', value: mb(payload.encrypted.br), ok: payload.encrypted.br <= MAP_WIRE_BYTES, limit: '≤ 3 MB' },
    { name: 'map first paint 100k ÷ 1k', value: paintRatio.toFixed(2), ok: paintRatio <= PAINT_GROWTH, limit: `≤ ${PAINT_GROWTH}` },
    { name: 'map pan frame 100k ÷ 1k', value: frameRatio.toFixed(2), ok: true, limit: 'reported' },
  ];
}
