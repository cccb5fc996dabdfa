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

/**
 * The files that took longest, each with its time: where a run's time goes, to be cut at the root.
 * A file of the API suite runs once per database, so it may be listed twice.
 */
function printSlowestFiles(results, count = 15) {
  const files = results.testResults
    .map((file) => ({ name: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000, assertions: assertionsOf(file) }))
    .filter((file) => Number.isFinite(file.seconds))
    .sort((a, b) => b.seconds - a.seconds);
  if (files.length === 0) return;
  const total = files.reduce((sum, file) => sum + file.seconds, 0);
  console.log(`\nThe ${Math.min(count, files.length)} slowest of ${files.length} test files (${total.toFixed(0)} s in all, two at a time):`);
  for (const file of files.slice(0, count)) console.log(`${file.seconds.toFixed(1).padStart(8)} s  ${String(file.assertions).padStart(5)} assertions  ${file.name}`);
}

/** The assertions a file's tests made, as server/test/support/assertion-count.ts records them on each test. */
const assertionsOf = (file) => file.assertionResults.reduce((sum, test) => sum + (test.meta?.assertions ?? 0), 0);

/**
 * How much the run proved: its tests and their assertions. A change that makes the suite faster
 * must not lower either; compare them with the figures of a run before it.
 */
function printProofs(results) {
  const tests = results.testResults.reduce((sum, file) => sum + file.assertionResults.length, 0);
  const assertions = results.testResults.reduce((sum, file) => sum + assertionsOf(file), 0);
  console.log(`\n${tests} tests in ${results.testResults.length} files made ${assertions} assertions`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(resultsFile)) {
  const results = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  printSlowestFiles(results);
  printProofs(results);
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  // A file that failed outside any test (an import, a hook) counts once per file.
  if (!results.success && failed === 0) failed = results.numFailedTestSuites;
  skipped = results.numPendingTests + results.numTodoTests;
}
if (run.status !== 0 && failed === 0) failed = 1; // a crash before any test reported still fails the run
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status ?? 1);
