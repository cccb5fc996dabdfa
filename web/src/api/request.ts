import type { CallOptions, Endpoint, EndpointInput, EndpointOutput, Route } from '@ews/contract';
import { routeOf } from '@ews/contract/endpoint';
import { callRoute } from '@ews/contract/protocol/client';
import { Codes, RELOGIN_CODES } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';
import { withFeedback } from '../app/feedback.ts';
import { i18n } from '../locales/index.ts';
import { getAesKey } from '../utils/aes-key.ts';
import { getToken, removeToken } from '../utils/cookies.ts';
import { announceWrite } from './writes.ts';

export type RequestOptions = Pick<CallOptions, 'token' | 'timeoutMs'> & {
  /**
   * Envelope codes the caller reports itself (a version conflict dialog, say): no toast and,
   * for the relogin codes, no 'Confirm logout' prompt either.
   */
  quiet?: readonly number[];
};

/** Errors the wrapper has already shown to the user, so callers do not show them twice. */
const reported = new WeakSet<object>();

export function wasReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reported.has(error);
}

/**
 * Codes after which only signing in again helps: SPEC's three, and 40100, the answer when the
 * session cookie is gone (signed out in another tab, or cleared by the browser).
 */
export const SESSION_OVER_CODES: readonly number[] = [...RELOGIN_CODES, Codes.NOT_SIGNED_IN];

let reloginPromptOpen = false;

const ERROR_SECONDS = 5;

/**
 * The error texts on screen now: calls refused alike at once (every call of a page) say so once.
 * A text stands for as long as its toast shows; offline, where every call fails alike, until the
 * network is back.
 */
const said = new Set<string>();
if (typeof window !== 'undefined') window.addEventListener('online', () => said.clear());

function sayingFirst(text: string, offline: boolean): boolean {
  if (said.has(text)) return false;
  said.add(text);
  if (!offline) setTimeout(() => said.delete(text), ERROR_SECONDS * 1000);
  return true;
}

function isOffline(error: ApiError): boolean {
  return error.status === 0 && !navigator.onLine;
}

/** No answer within the timeout (contract callRoute). */
function timedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && /^timeout/.test(error.message);
}

/**
 * No answer, or the server failed: says nothing about the session, which only the server's
 * refusal (a 4xx, the relogin codes travel as 401) ends.
 */
export function serverUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * A read that times out is sent once more, each try with SPEC's 5 s: on a slow link or a busy
 * server the second often lands, and a read changes nothing. A write is sent once: whether the
 * first reached the server is not known, and sending it again could store it twice.
 */
const READ_TRIES = 2;

/** What a refused or unanswered call says to the user, in their language. */
export function errorText(error: ApiError): string {
  if (error.status === 0) {
    // No response at all: the fetch failed or timed out (contract callEndpoint).
    if (isOffline(error)) return i18n.t('request.offline');
    return i18n.t(timedOut(error) ? 'request.timeout' : 'request.network');
  }
  // A proxy's error page carries only its English status line: the reader gets the status in their language.
  if (error.withoutEnvelope) return i18n.t('request.httpFailure', { status: error.status });
  return error.message || i18n.t('request.error');
}

/**
 * An error toast for 5 s; for a session that is over also the 'Confirm logout' prompt. A session that
 * ended refuses every call a screen makes at once: while its prompt is open, the others say nothing.
 */
export function report(error: ApiError): void {
  if (reported.has(error)) return;
  reported.add(error);
  const relogin = SESSION_OVER_CODES.includes(error.code);
  if (relogin && reloginPromptOpen) return;
  // Taken now, not when the feedback is ready: the calls refused together are reported together.
  if (relogin) reloginPromptOpen = true;
  withFeedback((feedback) => {
    const text = errorText(error);
    if (sayingFirst(text, isOffline(error))) feedback.error({ content: text, duration: ERROR_SECONDS });
    if (!relogin) return;
    if (!feedback.confirm) {
      reloginPromptOpen = false;
      return;
    }
    feedback.confirm({
      title: i18n.t('request.reloginTitle'),
      content: i18n.t('request.reloginContent'),
      okText: i18n.t('request.relogin'),
      cancelText: i18n.t('request.cancel'),
      onOk: () => {
        removeToken();
        window.location.reload();
      },
      afterClose: () => {
        reloginPromptOpen = false;
      },
    });
  });
}

/** One call; a read that timed out, once more (READ_TRIES). */
async function send<O>(route: Route<O>, input: unknown, options: Omit<RequestOptions, 'quiet'>): Promise<O> {
  for (let tries = 1; ; tries++) {
    try {
      return await callRoute(route, input, { origin: '', token: getToken(), aesKey: getAesKey(), ...options });
    } catch (error) {
      if (route.method !== 'GET' || tries >= READ_TRIES || !timedOut(error)) throw error;
    }
  }
}

/**
 * One call through the contract's wire protocol (sign, timeStamp, X-Token from the Admin-Token
 * cookie, decryption with the page's key, the route's check of the answer). Server and network
 * errors are shown to the user, then rethrown; a read that timed out is tried once more first.
 */
export async function requestRoute<O>(route: Route<O>, input: unknown, { quiet, ...options }: RequestOptions = {}): Promise<O> {
  try {
    const output = await send(route, input, options);
    if (route.method !== 'GET') announceWrite();
    return output;
  } catch (error) {
    if (error instanceof ApiError && !quiet?.includes(error.code)) report(error);
    throw error;
  }
}

/** requestRoute for a row of the endpoint table, typed by its schemas. */
export function request<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: RequestOptions): Promise<EndpointOutput<E>> {
  return requestRoute(routeOf(endpoint), input, options);
}
