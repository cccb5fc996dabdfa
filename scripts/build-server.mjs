// Bundles the server (and the contract it imports) into server/dist/main.mjs for `npm start`.
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
  entryPoints: [path.join(root, 'server/src/main.ts')],
  outfile: path.join(root, 'server/dist/main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: [...external, 'zod', 'zod/*', '@noble/*'],
  logLevel: 'warning',
});
