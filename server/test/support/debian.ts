import { execSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Installs a Debian package when the program a suite needs is missing (root only): the machines
 * here reach Debian's archive and npm, nothing else, so browsers and office suites come from apt.
 */
export function ensureDebianPackage(program: string, pkg: string): void {
  if (fs.existsSync(program)) return;
  if (process.getuid?.() !== 0) throw new Error(`${program} is missing: install Debian's ${pkg} package`);
  console.warn(`Installing Debian ${pkg} for the tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
}
