// `npm start`: builds the web app when it is missing, bundles the server, then runs it
// (migrations and first-start seed included).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = process.env.WEB_DIST || path.join(root, 'web/dist');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.log('Building the web app (first start only)…');
  run('npm', ['run', 'build', '-w', 'web']);
}
run(process.execPath, [path.join(root, 'scripts/build-server.mjs')]);

const server = spawn(process.execPath, [path.join(root, 'server/dist/main.mjs')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
