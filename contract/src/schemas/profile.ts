import { z } from 'zod';
import { pageOf, pageQuery } from './common.ts';
import { dataScopeSchema } from './scope.ts';

/** One sign-in of the caller: a session, from its start to its last request. */
export const signInSchema = z.object({
  sessionId: z.number().int(),
  at: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** The session the call came with. */
  current: z.boolean(),
  /** Neither signed out, revoked nor expired. */
  active: z.boolean(),
});
export type SignIn = z.infer<typeof signInSchema>;

/** One entry of the caller's own audit trail, without the before and after of the record. */
export const activityRowSchema = z.object({
  auditId: z.number().int(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  ip: z.string(),
  result: z.string(),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

/** `page` and `limit` page the audit trail; the sign-ins are the latest few. */
export const profileActivityQuery = pageQuery;

export const PROFILE_SIGN_INS = 10;

export const profileActivitySchema = z.object({
  /** The records the caller may see and change. */
  scope: dataScopeSchema,
  signIns: z.array(signInSchema).max(PROFILE_SIGN_INS),
  audit: pageOf(activityRowSchema),
});
export type ProfileActivity = z.infer<typeof profileActivitySchema>;
