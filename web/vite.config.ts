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
 * Vendor groups hold only modules the entry loads up front (`$initial`): the login page gets a
 * few long-cached vendor files, and what only the layout or a view imports stays in lazy chunks.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: 'vendor-antd', test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|dayjs)[\\/]/, priority: 20 },
  // With zod goes src/zod-jitless.ts: a chunk's imports run before its own code, so in the entry
  // chunk the setting would come after the contract's schemas, built as their chunks load.
  { name: 'vendor-protocol', test: /[\\/]node_modules[\\/](zod|@noble)[\\/]|[\\/]src[\\/]zod-jitless\.ts$/, priority: 10 },
  { name: 'vendor-misc', test: /[\\/]node_modules[\\/]/, priority: 0 },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

/**
 * The map and chart libraries, each a lazy chunk of its own named 'lib-…': only the screens with a
 * map or a chart load them, and the bench (bench/src/web.ts) tells them apart from the shell's bytes.
 */
const heavyLibraries = [
  { name: 'lib-maplibre', test: /[\\/]node_modules[\\/](maplibre-gl|@maplibre|@mapbox|earcut|kdbush|supercluster|potpack|quickselect|tinyqueue|gl-matrix|pbf)[\\/]/, priority: 40 },
  { name: 'lib-echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/, priority: 40 },
];

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
        codeSplitting: { groups: [...heavyLibraries, ...vendorGroups] },
      },
    },
  },
});
