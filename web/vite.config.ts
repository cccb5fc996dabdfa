import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../scripts/precompress.mjs';

/** Brotli and gzip siblings of the built files, which the server sends by Accept-Encoding. */
const precompressed: Plugin = {
  name: 'ews-precompress',
  apply: 'build',
  async closeBundle() {
    await precompress(fileURLToPath(new URL('dist', import.meta.url)));
  },
};

/**
 * What the entry loads up front (`$initial`), in two files: React, the largest and the least often
 * changed, and the rest (i18next, the wire protocol, the sign-in page). The sign-in page then costs
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
 * zod with src/zod-jitless.ts in one lazy chunk: a chunk's imports run before its own code, so
 * wherever zod first loads, the jitless setting is made before any chunk that imports zod builds a schema.
 */
const zodWithItsSetting = { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-jitless\.ts$/, priority: 35 };

export default defineConfig({
  base: '/',
  plugins: [react(), precompressed],
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
        codeSplitting: { groups: [...heavyLibraries, zodWithItsSetting, ...initialGroups] },
      },
    },
  },
});
