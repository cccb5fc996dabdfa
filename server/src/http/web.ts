import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** index.html with the operator's AES key filled in, when one overrides the built-in key. */
function renderIndex(config: Config): string | undefined {
  const file = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const key = config.aesKey.replace(/[&"<>]/g, (ch) => ESCAPES[ch]!);
  return fs.readFileSync(file, 'utf8').replace('<meta name="ews-aes-key" content="" />', `<meta name="ews-aes-key" content="${key}" />`);
}

export interface WebApp {
  /** Sends the single-page app for a client route (history-mode fallback). */
  sendIndex(reply: FastifyReply): FastifyReply;
}

/** Serves the built web app; hashed assets are cached for a year, index.html never. */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<WebApp> {
  const index = renderIndex(config);
  if (index) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return {
    sendIndex: (reply) =>
      index
        ? reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index)
        : reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build`.'),
  };
}
