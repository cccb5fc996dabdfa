import type { Config } from './config.ts';
import type { SeedResult } from './bootstrap/seed/index.ts';

/** What a start prints: where the console is, and how to sign in (a generated password only the once). */
export function startBanner(config: Config, seed: SeedResult): string {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    `  Plague early-warning console: http://${shownHost}:${config.port}/`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}`,
    seed.generatedAdminPassword
      ? `  Sign in as admin with the generated password: ${seed.generatedAdminPassword}  (shown once; set ADMIN_PASSWORD to choose it)`
      : '  Sign in as admin with ADMIN_PASSWORD (or the password printed at first start).',
  ];
  if (seed.generatedDemoPassword) {
    lines.push(`  Demo accounts operator, analyst and viewer: generated password ${seed.generatedDemoPassword}  (shown once; set DEMO_PASSWORD to choose it)`);
  } else if (config.seedDemo) {
    lines.push('  Demo accounts operator, analyst and viewer use DEMO_PASSWORD (or the password printed when they were created).');
  }
  return ['', ...lines, ''].join('\n');
}
