import type { Captcha } from '@ews/contract';
import { captchaRoute, loginRoute } from '@ews/contract/protocol/sign-in';
import { requestRoute } from '../api/request.ts';
import { setToken } from '../utils/cookies.ts';

/*
 * The sign-in page's two calls, through the contract's zod-free routes rather than the endpoint
 * table (api/index.ts), which would bring zod and every schema to a page that needs neither.
 */

export interface LoginForm {
  username: string;
  password: string;
  captcha: string;
  captchaId: string;
}

/** A new single-use captcha. */
export function fetchCaptcha(): Promise<Captcha> {
  return requestRoute(captchaRoute, {});
}

/** A flag a sign-in in this page raises and one reader takes down (answering whether it was up). */
function oneShot() {
  let raised = false;
  return {
    raise: () => void (raised = true),
    take: () => {
      const was = raised;
      raised = false;
      return was;
    },
  };
}

/** For the guided tour (takeFreshSignIn) and for the router (takeSignInLanding). */
const freshSignIn = oneShot();
const signInLanding = oneShot();

/** Signs in (the username trimmed) and keeps the token in the Admin-Token cookie; answers the token. */
export async function signIn({ username, password, captcha, captchaId }: LoginForm): Promise<string> {
  const { token } = await requestRoute(loginRoute, { username: username.trim(), password, captcha, captchaId });
  setToken(token);
  freshSignIn.raise();
  signInLanding.raise();
  return token;
}

/**
 * Whether the user signed in on this page since the last call: the guided tour starts by itself
 * on a sign-in, not on every page load of a session that is already open.
 */
export function takeFreshSignIn(): boolean {
  return freshSignIn.take();
}

/**
 * Whether the console was opened by a sign-in on this page, once: where the sign-in page sends a
 * user (its redirect, the page the last user signed out from, maybe another person) need not be
 * one of this user's pages, and the router then opens the dashboard rather than the 404.
 */
export function takeSignInLanding(): boolean {
  return signInLanding.take();
}
