import type { Config } from './config.ts';
import type { SeedResult } from './bootstrap/seed/index.ts';
import type { Keyring } from './db/secrets.ts';

/** Which key seals the channels' secrets; a generated one is told of when it is made, with what to keep. */
function secretsLine(config: Config, keyring: Keyring): string {
  if (keyring.source === 'SECRETS_KEY') return `  Channel secrets: sealed with SECRETS_KEY (key ${keyring.current().id}).`;
  const made = keyring.created ? `a key generated now in ${keyring.file} (0600): keep a copy apart from the backups, or set SECRETS_KEY` : `the key in ${keyring.file}`;
  // Instances on one PostgreSQL each have a data directory of their own, so each would make a key of its own.
  const shared = config.databaseUrl ? '; every instance on this database needs the same key: set SECRETS_KEY' : '';
  return `  Channel secrets: sealed with ${made}${shared}.`;
}

/** What a start prints: where the console is, how to sign in (a generated password only the once), and the secrets' key. */
export function startBanner(config: Config, seed: SeedResult, keyring: Keyring): string {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    `  Plague early-warning console: http://${shownHost}:${config.port}/`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}`,
    seed.generatedAdminPassword
      ? `  Sign in as admin with the generated password: ${seed.generatedAdminPassword}  (shown once; set ADMIN_PASSWORD to choose it)`
      : '  Sign in as admin with ADMIN_PASSWORD (or the password printed at first start).',
    secretsLine(config, keyring),
  ];
  if (seed.generatedDemoPassword) {
    lines.push(`  Demo accounts operator, analyst and viewer: generated password ${seed.generatedDemoPassword}  (shown once; set DEMO_PASSWORD to choose it)`);
  } else if (config.seedDemo) {
    lines.push('  Demo accounts operator, analyst and viewer use DEMO_PASSWORD (or the password printed when they were created).');
  }
  return ['', ...lines, ''].join('\n');
}
