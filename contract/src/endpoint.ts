import type { z } from 'zod';
import type { LiveTopic } from './domain.ts';
import type { Access } from './permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** One row of the endpoint table: everything the browser and the server agree on about a call. */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Below /admin/api, e.g. 'sysuser/login'. */
  path: string;
  input: I;
  output: O;
  access: Access;
  summary: string;
  /** Module tag for the OpenAPI document. */
  tag: string;
  /** Health checks from load balancers carry neither token nor sign. */
  unsigned?: boolean;
  /**
   * 'download': the answer is a file (refusals still come as envelopes); 'upload': the request is
   * multipart/form-data with a `file` part, and the sign covers its text fields; 'stream': the
   * answer is a server-sent event stream whose events the output schema describes.
   */
  transfer?: 'download' | 'upload' | 'stream';
  /** The kinds of record a successful call may change: the live stream tells open screens of them. */
  changes?: readonly LiveTopic[];
  /** Feeds /maps or /monitor: public unless the operator sets PUBLIC_PAGES=off, then signed-in. */
  publicPage?: boolean;
  /**
   * Accepts the session token as the `token` query parameter as well as in X-Token (the original
   * console sends it so on sysuser/info only). Elsewhere a token in the URL is ignored: URLs end up in logs and history.
   */
  tokenInQuery?: boolean;
}

/** What a download endpoint's handler returns and the client receives. */
export interface FileResult {
  filename: string;
  contentType: string;
  body: Uint8Array;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;

export const API_BASE = '/admin/api';

/**
 * What a client needs of a call: where it goes, and a check of its answer. Every endpoint row is
 * one (its output schema checks); so are the sign-in page's calls (protocol/sign-in.ts), whose
 * checks are written by hand.
 */
export interface Route<O = unknown> {
  method: HttpMethod;
  path: string;
  output: { parse(data: unknown): O };
}

/** An endpoint row as the Route it is, its check typed by its output schema (what zod's parse answers). */
export function routeOf<E extends Endpoint>(endpoint: E): Route<EndpointOutput<E>> {
  return endpoint as unknown as Route<EndpointOutput<E>>;
}

export function defineEndpoints<T extends Record<string, Endpoint>>(table: T): T {
  return table;
}

/** GET and DELETE carry their input in the query string, POST in a JSON body. */
export function inputInQuery(endpoint: Pick<Endpoint, 'method'>): boolean {
  return endpoint.method !== 'POST';
}
