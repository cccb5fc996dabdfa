import type { Route } from '../endpoint.ts';
import type { Captcha, LoginOutput } from '../schemas/auth.ts';
import { fields, text } from './answers.ts';

/*
 * The sign-in page's two calls without zod: that page loads before (and without) the rest of the
 * contract. Their routes are the endpoint table's (endpoints/auth.ts takes them from here) and
 * their answers are checked by hand (answers.ts), field for field as the rows' output schemas
 * check them (test/sign-in.test.ts holds the two to the same verdicts).
 */

export const captchaRoute = {
  method: 'GET',
  path: 'sysuser/captcha',
  output: { parse: fields({ captchaId: text, image: text }) },
} as const satisfies Route<Captcha>;

export const loginRoute = {
  method: 'POST',
  path: 'sysuser/login',
  output: { parse: fields({ token: text }) },
} as const satisfies Route<LoginOutput>;
