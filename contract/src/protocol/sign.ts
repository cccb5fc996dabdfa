import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A request's params as the sign sees them: query parameters plus a JSON body's top-level fields. */
export type SignParams = Record<string, unknown>;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function paramText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `name=value` pairs of the non-empty params, sorted by name in code-unit order, joined with '@'. */
export function canonicalParams(params: SignParams): string {
  return Object.keys(params)
    .filter((name) => !isEmpty(params[name]))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}=${paramText(params[name])}`)
    .join('@');
}

/** The `sign` header: lowercase hex MD5 of the UTF-8 canonical params. */
export function signParams(params: SignParams): string {
  return bytesToHex(md5(utf8ToBytes(canonicalParams(params))));
}

/** `timeStamp` query value: epoch milliseconds followed by four random digits. */
export function makeTimeStamp(now = Date.now()): string {
  return `${now}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}
