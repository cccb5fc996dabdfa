// Bundles the server (and the contract it imports) into server/dist/main.mjs for `npm start`, the
// import's sheet reader and the recompute's judge into server/dist/sheet-worker.mjs and
// judge-worker.mjs, which run in worker threads beside it, and
// `npm run backup` / `npm run restore` into server/dist/backup-cli.mjs, and `npm run rotate-secrets`
// into server/dist/rotate-secrets-cli.mjs.
// Packages stay external; only the project's own TypeScript is compiled. Takes well under a second.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'server/package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@ews/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: {
    main: path.join(root, 'server/src/main.ts'),
    'sheet-worker': path.join(root, 'server/src/modules/transfer/sheet-worker.ts'),
    'judge-worker': path.join(root, 'server/src/modules/risk/judge-worker.ts'),
    'backup-cli': path.join(root, 'server/src/backup-cli.ts'),
    'rotate-secrets-cli': path.join(root, 'server/src/rotate-secrets-cli.ts'),
  },
  outdir: path.join(root, 'server/dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: [...external, 'zod', 'zod/*', '@noble/*'],
  logLevel: 'warning',
});
