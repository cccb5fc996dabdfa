import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const { app, seed } = await buildApp(config);
await app.listen({ host: config.host, port: config.port });

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  '',
  `  Plague early-warning console: http://${shownHost}:${config.port}/`,
  `  Database: ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}`,
  seed.generatedAdminPassword
    ? `  Sign in as admin with the generated password: ${seed.generatedAdminPassword}  (shown once; set ADMIN_PASSWORD to choose it)`
    : '  Sign in as admin with ADMIN_PASSWORD (or the password printed at first start).',
  config.seedDemo ? '  Demo accounts operator, analyst and viewer use DEMO_PASSWORD, else the admin password.' : '',
  '',
];
console.log(lines.filter((line, i) => line || i === 0 || i === lines.length - 1).join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
