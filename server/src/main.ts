import { buildApp } from './app.ts';
import { startBanner } from './banner.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const { app, seed } = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
console.log(startBanner(config, seed));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
