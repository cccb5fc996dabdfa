import type { Endpoint, EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@ews/contract';
import { authEndpoints } from '@ews/contract/endpoints/auth';
import { request, type RequestOptions } from './request.ts';

export { report, request, wasReported, type RequestOptions } from './request.ts';

/*
 * Bundle note: import the contract at run time through its sub-paths ('@ews/contract/enums',
 * '@ews/contract/protocol/client', ...), never through '@ews/contract' itself: every schema
 * module runs zod at load time, so the index drags the whole contract into the entry chunk.
 * Type-only imports from '@ews/contract' are free.
 */

/** Calls whose input has no required field may be made without one: api.info(), api.captcha(). */
type ApiFunction<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? (input?: EndpointInput<E>, options?: RequestOptions) => Promise<EndpointOutput<E>>
    : (input: EndpointInput<E>, options?: RequestOptions) => Promise<EndpointOutput<E>>;

/** One typed function per row of the contract's endpoint table: api.login(input), api.info(), ... */
export type Api = { [K in EndpointName]: ApiFunction<Endpoints[K]> };

const eager: Record<string, Endpoint> = authEndpoints;
let table: Promise<Record<string, Endpoint>> | undefined;

/**
 * The sign-in page's calls (captcha, login, info, logout) ship with the entry chunk; the rest of
 * the table is fetched with the first other call, so the login page stays small however large
 * the contract grows.
 */
async function endpointNamed(name: string): Promise<Endpoint> {
  const endpoint = Object.hasOwn(eager, name) ? eager[name] : (await (table ??= import('@ews/contract/endpoints/index').then((module) => module.endpoints as Record<string, Endpoint>)))[name];
  if (!endpoint) throw new Error(`No endpoint named ${name} in the contract`);
  return endpoint;
}

const functions = new Map<string, ApiFunction<Endpoint>>();

export const api = new Proxy({} as Api, {
  get(_target, name) {
    // Symbols and 'then' (so `await api` is not mistaken for a promise) are not endpoints.
    if (typeof name !== 'string' || name === 'then') return undefined;
    let call = functions.get(name);
    if (!call) {
      call = async (input?: EndpointInput<Endpoint>, options?: RequestOptions) => request(await endpointNamed(name), input ?? {}, options);
      functions.set(name, call);
    }
    return call;
  },
});
