import { defineEndpoints } from '../endpoint.ts';
import { infoRoute } from '../protocol/shell.ts';
import {
  captchaSchema,
  infoInputSchema,
  loginInputSchema,
  loginOutputSchema,
  sessionUserSchema,
} from '../schemas/auth.ts';
import { emptyInput, emptyOutput } from '../schemas/common.ts';
import { captchaRoute, loginRoute } from '../protocol/sign-in.ts';

export const authEndpoints = defineEndpoints({
  captcha: {
    method: captchaRoute.method,
    path: captchaRoute.path,
    input: emptyInput,
    output: captchaSchema,
    access: 'public',
    summary: 'A single-use captcha picture, valid for two minutes; empty (no id, no picture) when the server takes no captcha',
    tag: 'auth',
  },
  login: {
    method: loginRoute.method,
    path: loginRoute.path,
    input: loginInputSchema,
    output: loginOutputSchema,
    access: 'public',
    summary: 'Sign in with username, password and captcha; answers the session token',
    tag: 'auth',
  },
  info: {
    method: infoRoute.method,
    path: infoRoute.path,
    input: infoInputSchema,
    output: sessionUserSchema,
    access: 'signed-in',
    tokenInQuery: true,
    summary: 'The signed-in user: name, avatar, introduction, roles and permissions',
    tag: 'auth',
  },
  logout: {
    method: 'GET',
    path: 'sysuser/logout',
    input: emptyInput,
    output: emptyOutput,
    access: 'signed-in',
    summary: 'Revoke the current session token',
    tag: 'auth',
  },
});
