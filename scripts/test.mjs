// `npm test`: builds the web app (the end-to-end suite drives the real build), runs every vitest
// project (unit, web-dom, api-sqlite, api-postgres, e2e) and ends with one summary line of all suites together.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = path.join(root, '.vitest-results.json');
const vitestArgs = process.argv.slice(2);

if (!process.env.SKIP_WEB_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

fs.rmSync(resultsFile, { force: true });
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...vitestArgs],
  { cwd: root, stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(resultsFile)) {
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  // A file that failed outside any test (an import, a hook) counts once per file.
  if (!results.success && failed === 0) failed = results.numFailedTestSuites;
  skipped = results.numPendingTests + results.numTodoTests;
}
if (run.status !== 0 && failed === 0) failed = 1; // a crash before any test reported still fails the run
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status ?? 1);
