import { Codes } from '@ews/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** No contract input nests deeper than a few levels; 32 leaves room and keeps every walk of a body shallow. */
export const MAX_JSON_DEPTH = 32;

/** How deep a parsed JSON value nests, found without recursion so that no body can exhaust the stack. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    if (!node || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const inner of Object.values(node)) pending.push([inner, depth + 1]);
  }
  return deepest;
}

/**
 * JSON bodies through Fastify's own parser (prototype poisoning refused), then refused with 40000
 * when they nest deeper than MAX_JSON_DEPTH: the sign and the validation walk bodies recursively.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, String(body), (error, value) => {
      if (error) return done(error, undefined);
      if (jsonDepth(value) > MAX_JSON_DEPTH) return done(new AppError(Codes.VALIDATION, 'validation.tooDeep'), undefined);
      done(null, value);
    });
  });
}
