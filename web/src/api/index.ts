import type { Endpoint, EndpointInput, EndpointName, EndpointOutput, Endpoints } from '@ews/contract';
import { request, type RequestOptions } from './request.ts';

export { report, request, serverUnavailable, wasReported, type RequestOptions } from './request.ts';

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

let table: Promise<Record<string, Endpoint>> | undefined;

/**
 * The endpoint table (and zod with its schemas) is fetched with a screen's first call through it:
 * the sign-in page (app/sign-in.ts), the shell's first calls and the dashboard's go without it
 * (contract/src/protocol/shell.ts).
 */
async function endpointNamed(name: string): Promise<Endpoint> {
  const endpoint = (await (table ??= import('@ews/contract/endpoints/index').then((module) => module.endpoints as Record<string, Endpoint>)))[name];
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
