import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_AES_KEY } from '@ews/contract';
import { parseKey } from './db/secrets.ts';

/** server/: this file is server/src/config.ts, or bundled into server/dist/main.mjs, one level down either way. */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(SERVER_ROOT, '..');

/** Everything the server reads from its environment; the README's table lists the same variables. */
export interface Config {
  host: string;
  port: number;
  dataDir: string;
  /** postgres://… selects PostgreSQL; absent means the embedded SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests give each run its own). */
  databaseSchema: string | undefined;
  aesKey: string;
  encrypt: boolean;
  captcha: boolean;
  adminPassword: string | undefined;
  seedDemo: boolean;
  demoPassword: string | undefined;
  publicPages: boolean;
  /** How coarsely the public map places points and outbreaks, in km; 0 shows them as stored. */
  publicMapPrecisionKm: number;
  /** Serve the Swagger UI and the OpenAPI document at /admin/api/docs (off in production unless asked for). */
  apiDocs: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Seconds an instance may reuse a resolved session before checking the database again; 0 disables. */
  sessionCacheSeconds: number;
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** The first wait once an account or address has used its attempts; it doubles with each further attempt. */
  loginDelaySeconds: number;
  /** How far a signed call's timeStamp may be from the server's clock, either way, before it is refused (40001). */
  signMaxAgeSeconds: number;
  /** Serve the web build's source maps (/assets/*.map); off, they answer 404 and stay on disk for whoever debugs. */
  sourceMaps: boolean;
  /** The longest a request may take to arrive, headers and body; a slow-body connection is closed after it. */
  requestTimeoutSeconds: number;
  /** The largest file an import takes, in MB. */
  uploadMaxMb: number;
  /** The most rows one import takes (41300 over it). */
  importMaxRows: number;
  /** The most an import's workbook may unpack to, in MB: a zip bomb is refused before it is parsed. */
  importMaxUnpackedMb: number;
  /** The most imports one instance runs at once (42900, to try again, beyond it). */
  importsAtOnce: number;
  ipMaxFailures: number;
  /** Captchas one address may fetch per minute. */
  captchaPerMinute: number;
  /** Live streams one instance keeps open for one address (an IPv6 client's /64): an office behind one NAT shares it. */
  liveStreamsPerAddress: number;
  /** Live streams one instance keeps open for one session (a browser holds one, whatever its tabs). */
  liveStreamsPerSession: number;
  /**
   * Which proxies' X-Forwarded-For to believe: false (none), a hop count, or addresses/CIDRs.
   * `true` (every hop) is refused: the left-most address is the client's to invent, which would let
   * a guesser dodge the per-address lock-out.
   */
  trustProxy: false | number | string[];
  webDist: string;
  /** The web app's server-side build (dist-ssr beside webDist), which draws a page's first rows into its HTML. */
  webSsr: string;
  logLevel: string;
  /** An XYZ raster tile URL ({z}/{x}/{y}) the maps draw on instead of the bundled offline basemap. */
  mapTileUrl: string | undefined;
  mapTileAttribution: string;
  /** The days an alert keeps raising its source point's risk level after it last fired (30 by default). */
  riskWindowDays: number;
  /** The console's address as people reach it (PUBLIC_URL): notifications link to alerts under it. */
  publicUrl: string;
  /** Whether this instance sends notifications from the outbox (several may: each delivery goes out once). */
  notifyWorker: boolean;
  /** How often the delivery worker looks for due notifications, in ms. */
  notifyPollMs: number;
  /** The wait before the first retry of a failed delivery, in ms; it doubles with each further one. */
  notifyRetryBaseMs: number;
  notifyMaxAttempts: number;
  /** How long a claimed delivery stays an instance's: after a crash another takes it over once this runs out. */
  notifyLeaseSeconds: number;
  /**
   * Host names, addresses and CIDRs a channel may send to although they are this host's or a private
   * network's (NOTIFY_ALLOWED_HOSTS): every other such address is refused, at save and at each send.
   */
  notifyAllowedHosts: string[];
  /** The key that seals the channels' secrets (SECRETS_KEY); none: the data directory's key file. */
  secretsKey: Buffer | undefined;
  /** The key being rotated away from (SECRETS_KEY_OLD): values it sealed are still read. */
  secretsKeyOld: Buffer | undefined;
}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', 'off', '0', 'no'].includes(value.toLowerCase());
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${text}'`);
  return value;
}

function wholeDays(env: Env, name: string, fallback: number): number {
  const days = positiveNumber(env, name, fallback);
  if (!Number.isInteger(days) || days > 3650) throw new Error(`${name} must be a whole number of days from 1 to 3650, got '${env[name]}'`);
  return days;
}

function publicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  if (!/^https?:\/\/[^/\s]+/.test(value)) throw new Error(`PUBLIC_URL must be an http(s) URL, got '${value}'`);
  return value.replace(/\/+$/, '');
}

function trustedProxies(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || !flag(text, false)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text.toLowerCase() === 'true') return 1; // one proxy in front, the usual deployment
  return text.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function tileUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^https?:\/\/[^/{}]+\//.test(value) || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) {
    throw new Error(`MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}, got '${value}'`);
  }
  return value;
}

const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** One NOTIFY_ALLOWED_HOSTS entry: a host name, an address, or an address/prefix. */
function isHostEntry(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (prefix === undefined) return family !== 0 || HOST_NAME.test(address);
  return extra === undefined && family !== 0 && /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function allowedHosts(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1')).filter(Boolean);
  const bad = entries.find((entry) => !isHostEntry(entry));
  if (bad !== undefined) throw new Error(`NOTIFY_ALLOWED_HOSTS takes host names, addresses and CIDRs, comma-separated; got '${bad}'`);
  return entries;
}

export function loadConfig(env: Env = process.env): Config {
  const aesKey = env.API_AES_KEY || DEFAULT_AES_KEY;
  if (Buffer.byteLength(aesKey, 'utf8') !== 16) throw new Error('API_AES_KEY must be exactly 16 bytes of UTF-8');
  // A production start offers nothing it was not asked for: no API docs, no demo accounts.
  const production = env.NODE_ENV === 'production';
  return {
    host: env.HOST || '0.0.0.0',
    port: positiveNumber(env, 'PORT', 8080),
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    aesKey,
    encrypt: flag(env.API_ENCRYPT, true),
    captcha: flag(env.CAPTCHA, true),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, !production),
    demoPassword: env.DEMO_PASSWORD || undefined,
    publicPages: flag(env.PUBLIC_PAGES, true),
    publicMapPrecisionKm: env.PUBLIC_MAP_PRECISION_KM === '0' ? 0 : positiveNumber(env, 'PUBLIC_MAP_PRECISION_KM', 1),
    apiDocs: flag(env.API_DOCS, !production),
    sessionIdleMinutes: positiveNumber(env, 'SESSION_IDLE_MINUTES', 120),
    sessionAbsoluteHours: positiveNumber(env, 'SESSION_ABSOLUTE_HOURS', 12),
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS === '0' ? 0 : positiveNumber(env, 'SESSION_CACHE_SECONDS', 5),
    loginMaxFailures: positiveNumber(env, 'LOGIN_MAX_FAILURES', 5),
    loginLockMinutes: positiveNumber(env, 'LOGIN_LOCK_MINUTES', 15),
    loginDelaySeconds: positiveNumber(env, 'LOGIN_DELAY_SECONDS', 30),
    signMaxAgeSeconds: positiveNumber(env, 'SIGN_MAX_AGE_SECONDS', 300),
    sourceMaps: flag(env.SOURCE_MAPS, false),
    requestTimeoutSeconds: positiveNumber(env, 'REQUEST_TIMEOUT_SECONDS', 120),
    uploadMaxMb: positiveNumber(env, 'UPLOAD_MAX_MB', 20),
    importMaxRows: positiveNumber(env, 'IMPORT_MAX_ROWS', 50_000),
    importMaxUnpackedMb: positiveNumber(env, 'IMPORT_MAX_UNPACKED_MB', 100),
    importsAtOnce: positiveNumber(env, 'IMPORTS_AT_ONCE', 2),
    ipMaxFailures: positiveNumber(env, 'LOGIN_IP_MAX_FAILURES', 30),
    captchaPerMinute: positiveNumber(env, 'CAPTCHA_PER_MINUTE', 60),
    liveStreamsPerAddress: positiveNumber(env, 'LIVE_STREAMS_PER_ADDRESS', 200),
    liveStreamsPerSession: positiveNumber(env, 'LIVE_STREAMS_PER_SESSION', 8),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'web/dist')),
    webSsr: path.resolve(env.WEB_DIST || path.join(repoRoot, 'web/dist'), '../dist-ssr'),
    logLevel: env.LOG_LEVEL || 'info',
    mapTileUrl: tileUrl(env.MAP_TILE_URL),
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || '',
    riskWindowDays: wholeDays(env, 'RISK_WINDOW_DAYS', 30),
    publicUrl: publicUrl(env.PUBLIC_URL, positiveNumber(env, 'PORT', 8080)),
    notifyWorker: flag(env.NOTIFY_WORKER, true),
    notifyPollMs: positiveNumber(env, 'NOTIFY_POLL_MS', 5_000),
    notifyRetryBaseMs: positiveNumber(env, 'NOTIFY_RETRY_BASE_MS', 30_000),
    notifyMaxAttempts: positiveNumber(env, 'NOTIFY_MAX_ATTEMPTS', 8),
    notifyLeaseSeconds: positiveNumber(env, 'NOTIFY_LEASE_SECONDS', 300),
    notifyAllowedHosts: allowedHosts(env.NOTIFY_ALLOWED_HOSTS),
    secretsKey: env.SECRETS_KEY ? parseKey(env.SECRETS_KEY, 'SECRETS_KEY') : undefined,
    secretsKeyOld: env.SECRETS_KEY_OLD ? parseKey(env.SECRETS_KEY_OLD, 'SECRETS_KEY_OLD') : undefined,
  };
}

/** A password for the admin or the demo accounts when none is set: letters and digits, printed once. */
export function randomPassword(length = 16): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}
