import { buildApp } from './app.ts';
import { startBanner } from './banner.ts';
import { loadConfig } from './config.ts';
import { keyringOf } from './db/secrets.ts';

const config = loadConfig();
const { app, db, seed } = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
console.log(startBanner(config, seed, keyringOf(db)));

/** How long a stop waits for requests in flight before it cuts the connections still open. */
const STOP_GRACE_MS = 10_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}
