import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, transformWithOxc, type Plugin, type Rollup } from 'vite';
import { precompress } from '../scripts/precompress.mjs';
import { iconPng, PWA_ICONS } from '../scripts/pwa-icons.mjs';

/** Brotli and gzip siblings of the built files, which the server sends by Accept-Encoding; in the build's own directory (`--outDir` too). */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'ews-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}

/**
 * Built files no offline page needs: the map and chart libraries and the maps' workers, the sheet
 * reader (the field entry screen has none of them; maps need their tiles and sheets the server
 * anyway), the source maps.
 */
const NOT_PRECACHED = /(^|\/)(lib-(maplibre|echarts)|maplibre-gl-worker|point-tiles\.worker|exceljs\.min)-|\.map$|^index\.html$/;

/**
 * The installable app (issue 19): the icons the web manifest (public/manifest.webmanifest) names,
 * drawn here, and /sw.js, the service worker (src/offline/service-worker.ts) with the list of this
 * build's files to keep for offline use written into it.
 */
const serviceWorker: Plugin = {
  name: 'ews-service-worker',
  apply: 'build',
  // After Vite's own plugins, which drop the chunks that only held CSS.
  enforce: 'post',
  async generateBundle(_options, bundle) {
    for (const icon of PWA_ICONS) this.emitFile({ type: 'asset', fileName: icon.file, source: iconPng(icon.size, icon) });
    const files = [...new Set([...Object.keys(bundle), ...PWA_ICONS.map((icon) => icon.file), 'manifest.webmanifest'])].filter((file) => !NOT_PRECACHED.test(file)).map((file) => `/${file}`);
    const sourceFile = fileURLToPath(new URL('src/offline/service-worker.ts', import.meta.url));
    const { code } = await transformWithOxc(await readFile(sourceFile, 'utf8'), sourceFile, { lang: 'ts' });
    const build = createHash('sha256').update(files.join('\n')).update(code).digest('hex').slice(0, 16);
    this.emitFile({ type: 'asset', fileName: 'sw.js', source: `const PRECACHE = ${JSON.stringify(files)};\nconst BUILD = '${build}';\n${code}` });
  },
};

/**
 * antd's form context, which the console's controls import (ContextIsolator, Select, Checkbox),
 * takes FormProvider from '@rc-component/form', whose index sets properties on its Form and so
 * keeps all of it (fields, lists, the async validator) wherever the context goes: it is taken from
 * the module that defines it instead, and the rest comes with the screens that have a form.
 */
const formProviderAlone: Plugin = {
  name: 'ews-form-provider-alone',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@rc-component/form' || !importer || !/[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) return null;
    return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
  },
};

/**
 * Icons hidden from screen readers unless named: every icon module of @ant-design/icons (ours and
 * antd's own) gets its component through src/components/icon-a11y.ts, which drops the English
 * file name the library reads out ("plus 新增", a bare "left") and sets aria-hidden instead.
 */
const decorativeIcons: Plugin = {
  name: 'ews-decorative-icons',
  enforce: 'pre',
  resolveId(source, importer) {
    const base = /^\.\.\/components\/(AntdIcon|AntdIconLight)(\.js)?$/.exec(source)?.[1];
    if (!base || !importer || !/[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]/.test(importer)) return null;
    return `\0ews-icon:${base}`;
  },
  load(id) {
    if (!id.startsWith('\0ews-icon:')) return null;
    const base = id.slice('\0ews-icon:'.length);
    const helper = fileURLToPath(new URL('src/components/icon-a11y.ts', import.meta.url));
    return `import Base from '@ant-design/icons/es/components/${base}';\nimport { decorativeIcon } from ${JSON.stringify(helper)};\nexport default decorativeIcon(Base);\n`;
  },
};

/**
 * What the entry loads up front (`$initial`), in two files besides rolldown's small runtime: React,
 * the largest and the least often changed, and the rest (i18next, the wire protocol, the sign-in
 * page). The sign-in page then costs
 * a few responses rather than one per shared module; what only the console or a view imports stays
 * in lazy chunks.
 */
const initialGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'initial', priority: 20 },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/**
 * The map and chart libraries, each a lazy chunk of its own named 'lib-…': only the screens with a
 * map or a chart load them, and the bench (bench/src/web.ts) tells them apart from the shell's bytes.
 */
const heavyLibraries = [
  { name: 'lib-maplibre', test: /[\\/]node_modules[\\/](maplibre-gl|@maplibre|@mapbox|earcut|kdbush|supercluster|potpack|quickselect|tinyqueue|gl-matrix|pbf)[\\/]/, priority: 40 },
  { name: 'lib-echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/, priority: 40 },
];

/**
 * Static import graphs as chunks: a group per root, holding our modules that the root imports
 * statically (directly or not) and that no earlier root holds, the library modules `libraries`
 * names, and with them (rolldown's includeDependenciesRecursively) the library modules they use.
 * A signed-in page needs all of the console at once, and rolldown's automatic chunking would cut
 * it into one file per set of importers, some sixty files, each paying about a kilobyte of
 * response headers. The walk stays out of node_modules: a library's index re-exports everything
 * it has, used or not.
 */
function staticGraphChunks(roots: { name: string; modules: string[]; libraries?: RegExp; exclusive?: boolean }[]): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean; priority: number }[] } {
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: 'ews-static-graph-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      for (const { name, modules, exclusive } of roots) {
        const starts = modules.map((module) => fileURLToPath(new URL(module, import.meta.url)));
        const graph = new Set<string>();
        const pending = [...starts];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (graph.has(id) || owner.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
          graph.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        // An exclusive root keeps only what nothing outside its graph imports statically: a screen
        // sharing one of its small modules would otherwise load the whole chunk, and with it the
        // chunk's own imports (the dashboard map's: MapLibre, a megabyte of script run at load).
        const reached = [...graph];
        for (let dropped = exclusive; dropped; ) {
          dropped = false;
          for (const id of graph) {
            if (starts.includes(id) || (this.getModuleInfo(id)?.importers ?? []).every((importer) => graph.has(importer))) continue;
            graph.delete(id);
            dropped = true;
          }
        }
        for (const id of graph) owner.set(id, name);
        // What it shares goes to one chunk of shared modules, unless it needs a heavy library: left
        // alone, rolldown would put it back in the root's chunk, a dependency of a captured module.
        for (const id of reached) if (!graph.has(id) && !reachesHeavyLibrary(this, id)) owner.set(id, SHARED);
      }
    },
  };
  // Below the entry's groups: what the sign-in page loads up front stays there.
  const groups = roots.map(({ name, libraries }) => ({ name, test: (id: string) => owner.get(id) === name || Boolean(libraries?.test(id)), priority: 10 }));
  // Above the roots' groups, so that none of them takes the shared modules in as its dependencies.
  return { plugin, groups: [...groups, { name: SHARED, test: (id: string) => owner.get(id) === SHARED, priority: 15 }] };
}

/** The chunk of the small modules that exclusive roots share with other screens. */
const SHARED = 'screens-shared';

/** Whether `id` imports, directly or not, a library of heavyLibraries. */
function reachesHeavyLibrary(context: Rollup.PluginContext, id: string): boolean {
  const seen = new Set<string>();
  const pending = [id];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    if (heavyLibraries.some(({ test }) => test.test(next))) return true;
    if (!/[\\/]node_modules[\\/]/.test(next)) pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  return false;
}

/**
 * The console (antd, the router, the guard) and the antd controls that the layout, nearly every
 * screen and the public maps show; then the main layout, which every signed-in page shows but
 * /maps, /monitor and the error pages do not (they would load it for any control it shared with
 * them); then the endpoint table with zod and the schemas, which the screens call through and
 * load with their first call: the shell's first calls and the dashboard's go without them
 * (contract/src/protocol/shell.ts).
 */
const consoleChunks = staticGraphChunks([
  {
    name: 'console',
    modules: ['src/app/console.tsx'],
    libraries: /[\\/]node_modules[\\/](antd[\\/]es[\\/](button|tooltip|select|checkbox|tag|empty|space)|@rc-component[\\/](select|overflow|virtual-list|checkbox|tooltip))[\\/]/,
  },
  { name: 'layout', modules: ['src/layout/MainLayout.tsx'] },
  // The dashboard, where every sign-in lands, and its map: each in one file rather than a dozen
  // of a kilobyte or two, mostly response headers; the modules other screens share stay out of them.
  { name: 'dashboard', modules: ['src/views/admin/dashboard/index.tsx'], libraries: /[\\/]node_modules[\\/]antd[\\/]es[\\/](grid|row|col)[\\/]/, exclusive: true },
  { name: 'dashboard-map', modules: ['src/views/admin/dashboard/DashboardMap.tsx'], exclusive: true },
  // The fields' labels alone: the case screens' messages name fields as the contract does, and with
  // the endpoint table's chunk they would bring zod and every schema to the shell's first screen.
  { name: 'field-labels', modules: ['../contract/src/field-labels.ts'] },
  { name: 'contract', modules: ['../contract/src/endpoints/index.ts'], libraries: /[\\/]node_modules[\\/]zod[\\/]/ },
]);

/** zod with its jitless setting made first (src/zod-jitless.ts). */
const resolve = { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('src/zod-jitless.ts', import.meta.url)) }] };

/**
 * `vite build --ssr`: the server-side build that draws the source list's first rows into its page
 * (src/ssr/source-list-rows.tsx) into dist-ssr/, for the server to import. Its libraries are
 * bundled with it, so that it runs wherever the server does (the server's own packages have no antd).
 */
const serverSide = defineConfig({
  plugins: [react(), formProviderAlone, decorativeIcons],
  resolve,
  ssr: { noExternal: true },
  // React's and antd's production builds: bundled, they no longer ask the server's NODE_ENV.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // One file: what the screens load lazily in the browser is all there already when the server imports it.
  build: { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, sourcemap: false, minify: true, rolldownOptions: { output: { inlineDynamicImports: true } } },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverSide
    : {
        base: '/',
        plugins: [react(), precompressed(), formProviderAlone, decorativeIcons, consoleChunks.plugin, serviceWorker],
        resolve,
        server: {
          proxy: {
            '/admin/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
          },
        },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // Maps to trace a production error back to the source; no file refers to them, so browsers never load them.
          sourcemap: 'hidden',
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [...heavyLibraries, ...initialGroups, ...consoleChunks.groups] },
            },
          },
        },
      },
);
