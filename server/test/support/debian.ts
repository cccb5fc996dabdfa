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
  // Another install (a second suite, a person at the shell) may hold dpkg's lock: wait for it, not fail.
  const apt = 'apt-get -o DPkg::Lock::Timeout=600';
  execSync(`${apt} update -qq && DEBIAN_FRONTEND=noninteractive ${apt} install -y -qq ${pkg}`, { stdio: 'inherit' });
}
