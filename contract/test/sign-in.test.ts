import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captchaSchema, loginOutputSchema } from '../src/schemas/auth.ts';
import { captchaRoute, loginRoute } from '../src/protocol/sign-in.ts';
import { endpoints } from '../src/endpoints/index.ts';
import { readEnvelope } from '../src/protocol/envelope.ts';
import { verdict } from './support/verdict.ts';

/** Answers near the shapes (right, wrong types, missing and extra fields) and anything at all. */
const answers = fc.oneof(
  fc.record({ captchaId: fc.oneof(fc.string(), fc.integer(), fc.constant(null)), image: fc.oneof(fc.string(), fc.boolean()) }, { requiredKeys: [] }),
  fc.record({ token: fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)), extra: fc.string() }, { requiredKeys: ['extra'] }),
  fc.anything(),
);

describe("the sign-in page's zod-free calls", () => {
  it('go where the endpoint table says', () => {
    for (const [route, endpoint] of [
      [captchaRoute, endpoints.captcha],
      [loginRoute, endpoints.login],
    ] as const) {
      expect({ method: route.method, path: route.path }).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });

  it('take and refuse the same answers as the output schemas, and keep the same fields', () => {
    for (const [route, schema] of [
      [captchaRoute, captchaSchema],
      [loginRoute, loginOutputSchema],
    ] as const) {
      fc.assert(
        fc.property(answers, (answer) => {
          expect(verdict(() => route.output.parse(answer))).toEqual(verdict(() => schema.parse(answer)));
        }),
        { numRuns: 2000 },
      );
    }
  });
});

describe('reading the envelope (by hand: the sign-in page reads it too)', () => {
  it('refuses what is not one', () => {
    for (const raw of [null, [], 'text', {}, { success: 'yes', code: 200 }, { success: true, code: 1.5 }, { success: true, code: 200, msg: 3 }, { success: true, code: 200, message: {} }]) {
      expect(() => readEnvelope(raw)).toThrow(TypeError);
    }
  });
});
