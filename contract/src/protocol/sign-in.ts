import type { Route } from '../endpoint.ts';
import type { Captcha, LoginOutput } from '../schemas/auth.ts';

/*
 * The sign-in page's two calls without zod: that page loads before (and without) the rest of the
 * contract. Their routes are the endpoint table's (endpoints/auth.ts takes them from here) and
 * their answers are checked by hand, field for field as the rows' output schemas check them
 * (test/sign-in.test.ts holds the two to the same verdicts).
 */

/** The longest username, password and captcha answer a sign-in takes: the schema's limits and the form's. */
export const LOGIN_LIMITS = { username: 64, password: 128, captcha: 16 } as const;

/** The named text fields of an object answer, and only those (as a zod object strips the rest). */
function textFields<K extends string>(data: unknown, names: readonly K[]): Record<K, string> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new TypeError('The answer is not an object');
  const fields = {} as Record<K, string>;
  for (const name of names) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') throw new TypeError(`The answer's ${name} is not text`);
    fields[name] = value;
  }
  return fields;
}

export const captchaRoute = {
  method: 'GET',
  path: 'sysuser/captcha',
  output: { parse: (data: unknown): Captcha => textFields(data, ['captchaId', 'image']) },
} as const satisfies Route<Captcha>;

export const loginRoute = {
  method: 'POST',
  path: 'sysuser/login',
  output: { parse: (data: unknown): LoginOutput => textFields(data, ['token']) },
} as const satisfies Route<LoginOutput>;
