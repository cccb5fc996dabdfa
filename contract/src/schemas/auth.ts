import { z } from 'zod';
import { LOGIN_LIMITS } from '../protocol/login-limits.ts';

/** Both fields empty when the server takes no captcha (env CAPTCHA=off): the sign-in form then asks none. */
export const captchaSchema = z.object({
  captchaId: z.string(),
  /** A data URL of the captcha picture; '' when the server takes no captcha. */
  image: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const loginInputSchema = z.object({
  username: z.string().trim().min(1).max(LOGIN_LIMITS.username),
  password: z.string().min(1).max(LOGIN_LIMITS.password),
  captcha: z.string().trim().max(LOGIN_LIMITS.captcha).default(''),
  captchaId: z.string().max(64).default(''),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const loginOutputSchema = z.object({ token: z.string() });
export type LoginOutput = z.infer<typeof loginOutputSchema>;

/** The session user the shell reads after sign-in, plus the account it belongs to. */
export const sessionUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const infoInputSchema = z.object({ token: z.string().max(128).optional() });
