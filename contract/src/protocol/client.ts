import { API_BASE, inputInQuery, routeOf, type Endpoint, type EndpointInput, type EndpointOutput, type Route } from '../endpoint.ts';
import { DEFAULT_AES_KEY, decryptDataAsync } from './cipher.ts';
import { Codes } from './codes.ts';
import { ApiError, readEnvelope, refusalText } from './envelope.ts';
import { makeTimeStamp, signParams } from './sign.ts';

export const REQUEST_TIMEOUT_MS = 5000;

export interface CallOptions {
  /** Origin of the server; '' for same-origin calls from the browser. */
  origin?: string;
  token?: string;
  aesKey?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  headers?: Record<string, string>;
}

export interface PreparedRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

function appendQuery(query: URLSearchParams, input: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
}

/** URL, headers and body of a call: timeStamp, X-Token and the sign. */
export function prepareRequest(endpoint: Pick<Endpoint, 'method' | 'path'>, input: unknown, options: CallOptions = {}): PreparedRequest {
  const fields = (input ?? {}) as Record<string, unknown>;
  const query = new URLSearchParams();
  if (inputInQuery(endpoint)) appendQuery(query, fields);
  query.set('timeStamp', makeTimeStamp());
  const signed: Record<string, unknown> = Object.fromEntries(query);
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (!inputInQuery(endpoint)) {
    Object.assign(signed, fields);
    body = JSON.stringify(fields);
    headers['content-type'] = 'application/json';
  }
  headers.sign = signParams(signed);
  if (options.token) headers['X-Token'] = options.token;
  return {
    url: `${options.origin ?? ''}${API_BASE}/${endpoint.path}?${query}`,
    init: { method: endpoint.method, headers, body },
  };
}

/** The envelope's data, decrypted when it is cipher text, checked by the route's output check (an endpoint's schema). */
export async function readResponse<O>(route: Pick<Route<O>, 'output'>, response: Response, aesKey = DEFAULT_AES_KEY): Promise<O> {
  let raw: unknown;
  try {
    raw = await response.json();
  } catch (error) {
    throw unreadableAnswer(response, error);
  }
  const envelope = readEnvelope(raw);
  if (!envelope.success) throw new ApiError(envelope.code, refusalText(envelope), response.status);
  const data = typeof envelope.data === 'string' ? await decryptDataAsync(envelope.data, aesKey) : (envelope.data ?? null);
  return route.output.parse(data);
}

/**
 * An answer whose body could not be read. The call's timeout also runs while the body arrives: a
 * body cut off by it is a timeout, and a 200 whose body broke off is a lost connection, neither the
 * "200 OK" of its status line.
 */
function unreadableAnswer(response: Response, error: unknown): ApiError {
  if (error instanceof DOMException && error.name === 'TimeoutError') return new ApiError(Codes.SERVER_ERROR, 'timeout while the answer arrived');
  if (response.ok) return new ApiError(Codes.SERVER_ERROR, `the answer broke off: ${(error as Error).message}`);
  return new ApiError(Codes.SERVER_ERROR, `${response.status} ${response.statusText}`, response.status, true);
}

async function send(url: string, init: RequestInit, options: CallOptions): Promise<Response> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  try {
    return await (options.fetchImpl ?? fetch)(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(Codes.SERVER_ERROR, timedOut ? `timeout of ${timeoutMs}ms exceeded` : (error as Error).message);
  }
}

function filenameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  return encoded ? decodeURIComponent(encoded) : (/filename="([^"]+)"/i.exec(disposition)?.[1] ?? 'download');
}

/** A download endpoint: the file, or the ApiError of the envelope the server refused with. */
export async function downloadEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<{ filename: string; blob: Blob }> {
  const { url, init } = prepareRequest(endpoint, input, options);
  const response = await send(url, init, { timeoutMs: 60_000, ...options });
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    await readResponse(endpoint, response, options.aesKey);
    throw new ApiError(Codes.SERVER_ERROR, 'expected a file');
  }
  return { filename: filenameOf(response), blob: await response.blob() };
}

/** URL, headers and multipart body of an upload: the text fields and the query signed, the file in the part named `file`. */
export function prepareUpload(endpoint: Endpoint, fields: Record<string, string>, file: Blob, filename: string, options: CallOptions = {}): { url: string; headers: Record<string, string>; body: FormData } {
  const { url } = prepareRequest({ ...endpoint, method: 'GET' }, {} as never, options);
  const query = new URL(url, 'http://localhost').searchParams;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('file', file, filename);
  const headers: Record<string, string> = { ...options.headers, sign: signParams({ ...Object.fromEntries(query), ...fields }) };
  if (options.token) headers['X-Token'] = options.token;
  return { url, headers, body };
}

/** An upload endpoint: multipart with the text fields signed and the file in the part named `file`. */
export async function uploadEndpoint<E extends Endpoint>(
  endpoint: E,
  fields: Record<string, string>,
  file: Blob,
  filename: string,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const { url, headers, body } = prepareUpload(endpoint, fields, file, filename, options);
  const response = await send(url, { method: 'POST', headers, body }, { timeoutMs: 120_000, ...options });
  return readResponse(routeOf(endpoint), response, options.aesKey);
}

/** One call through the wire protocol; rejects with ApiError on success false, timeout or network failure. */
export async function callRoute<O>(route: Route<O>, input: unknown, options: CallOptions = {}): Promise<O> {
  const { url, init } = prepareRequest(route, input, options);
  return readResponse(route, await send(url, init, options), options.aesKey);
}

/** callRoute for a row of the endpoint table, typed by its schemas. */
export function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointOutput<E>> {
  return callRoute(routeOf(endpoint), input, options);
}
