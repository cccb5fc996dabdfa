import type { FastifyInstance } from 'fastify';

/** The page's policy; `tileOrigin` is an online map tile server the maps may load from (MAP_TILE_URL). */
function contentSecurityPolicy(tileOrigin?: string): string {
  const tiles = tileOrigin ? ` ${tileOrigin}` : '';
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    // antd writes its CSS-in-JS into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    `connect-src 'self'${tiles}`,
    "object-src 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join(';');
}

/**
 * The browser features a page may use: geolocation for the field entry screen's "use my position",
 * fullscreen for the navbar's and the maps' fullscreen buttons; none of the rest (no screen takes a
 * photo, records or pays). It governs documents, so the JSON calls and the built scripts go without it.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers helmet's defaults send, computed once. @fastify/helmet re-derives them on every
 * request, which cost a measurable share of a call's time (bench/); the set is the same.
 * No upgrade-insecure-requests: the console is served over plain HTTP on a LAN as often as behind TLS.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': PERMISSIONS_POLICY,
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * JSON calls get the OWASP REST set instead: a policy for documents means nothing to them, and
 * the full set is a third of a small call's bytes on the wire.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "frame-ancestors 'none'",
  'strict-transport-security': SECURITY_HEADERS['strict-transport-security']!,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * The built scripts and styles get what means something for a subresource: a policy for documents
 * and frames does nothing there, and the full set was most of a small chunk's bytes on a slow link
 * (headers are not compressed). A worker script (.mjs) keeps the page's set: its own policy
 * governs the worker.
 */
export const ASSET_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

const BUILT_SUBRESOURCE = /^\/assets\/[^?]+\.(js|css)(\?|$)/;

export function registerSecurityHeaders(app: FastifyInstance, apiBase: string, tileOrigin?: string): void {
  const pageHeaders = tileOrigin ? { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(tileOrigin) } : SECURITY_HEADERS;
  const apiPrefix = `${apiBase}/`;
  const docsPrefix = `${apiBase}/docs`;
  app.addHook('onRequest', (request, reply, done) => {
    const isApiCall = request.url.startsWith(apiPrefix) && !request.url.startsWith(docsPrefix);
    reply.headers(isApiCall ? API_SECURITY_HEADERS : BUILT_SUBRESOURCE.test(request.url) ? ASSET_SECURITY_HEADERS : pageHeaders);
    done();
  });
}
