import { Cookies, pickLanguage, type Language } from '@ews/contract';
import type { FastifyRequest } from 'fastify';

/** A cookie of the request by name, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // a malformed cookie falls back to Accept-Language rather than failing the call
    }
  }
  return undefined;
}

/** The interface language of the caller: the `language` cookie, else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(cookieValue(request.headers.cookie, Cookies.LANGUAGE), request.headers['accept-language']);
}
