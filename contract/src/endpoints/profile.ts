import { defineEndpoints } from '../endpoint.ts';
import { profileActivityQuery, profileActivitySchema } from '../schemas/profile.ts';

export const profileEndpoints = defineEndpoints({
  profileActivity: {
    method: 'GET',
    path: 'profile/activity',
    input: profileActivityQuery,
    output: profileActivitySchema,
    access: 'signed-in',
    summary: "The caller's own latest sign-ins and their own audit trail (paged, newest first); never another user's",
    tag: 'profile',
  },
});
