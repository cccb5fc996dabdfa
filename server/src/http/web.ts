import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { FIRST_ROWS_ID, type DrawnRows } from '@ews/contract/protocol/first-rows';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { compressed, preferredEncoding } from './encodings.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (text: string) => text.replace(/[&"<>]/g, (ch) => ESCAPES[ch]!);

/** index.html with the operator's AES key filled in, when one overrides the built-in key. */
function renderIndex(config: Config): string | undefined {
  const file = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const key = escapeHtml(config.aesKey);
  return fs.readFileSync(file, 'utf8').replace('<meta name="ews-aes-key" content="" />', `<meta name="ews-aes-key" content="${key}" />`);
}

/** index.html as sent: it never changes while the server runs, so it is compressed once. */
interface IndexPage {
  plain: string;
  br: Buffer;
  gzip: Buffer;
}

function compressIndex(html: string): IndexPage {
  return { plain: html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html, { level: 9 }) };
}

/**
 * Draws the first rows of a client route for the caller (a module's, by path), or answers
 * undefined when it has none to draw for them: the page then loads as any other.
 */
export type PageDrawer = (request: FastifyRequest) => Promise<DrawnRows | undefined>;

/** index.html with `drawn` in it: its stylesheet, language and title in the head, its HTML before the console's root. */
function withDrawnRows(index: string, drawn: DrawnRows): string {
  const css = drawn.css.replace(/<\/style/gi, '<\\/style');
  // Replaced by functions: a '$' in a record's name is not a replacement pattern.
  return index
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(drawn.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(drawn.title)}</title>`)
    .replace('</head>', () => `<style id="${FIRST_ROWS_ID}-css">${css}</style></head>`)
    .replace('<div id="root">', () => `${drawn.html}<div id="root">`);
}

/** A page made for one request, compressed as the client accepts, or as it is. */
function compressedOnce(reply: FastifyReply, html: string): FastifyReply {
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  return encoding ? reply.header('content-encoding', encoding).send(compressed(html, encoding)) : reply.send(html);
}

export interface WebApp {
  /** Sends the single-page app for a client route (history-mode fallback), with the rows drawn for this caller when there are any. */
  sendIndex(reply: FastifyReply, drawn?: DrawnRows): FastifyReply;
}

/** A console is not for search engines: none of its pages is to be crawled, the public maps included. */
const ROBOTS = 'User-agent: *\nDisallow: /\n';

/**
 * Serves the built web app; hashed assets are cached for a year, index.html never. The build's
 * source maps (sourcemap: 'hidden') answer 404 unless SOURCE_MAPS is on: they would hand anyone
 * the console's whole source, comments included, while on the server's disk they still decode a
 * production stack trace.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<WebApp> {
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS));
  const rendered = renderIndex(config);
  const index = rendered === undefined ? undefined : compressIndex(rendered);
  if (index) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      index: false,
      wildcard: false,
      // The .br and .gz siblings written at build time (scripts/precompress.mjs), by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathname) => config.sourceMaps || !pathname.endsWith('.map'),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding'); // the same path answers br, gzip or plain bytes
      },
    });
  }
  return {
    sendIndex(reply, drawn) {
      if (!index) return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build`.');
      reply.type('text/html; charset=utf-8');
      // One person's records: kept by no cache (the service worker's neither), compressed for this answer.
      if (drawn) return compressedOnce(reply.header('cache-control', 'no-store'), withDrawnRows(index.plain, drawn));
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
      return encoding ? reply.header('content-encoding', encoding).send(index[encoding]) : reply.send(index.plain);
    },
  };
}
