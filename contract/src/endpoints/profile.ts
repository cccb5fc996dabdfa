import { defineEndpoints } from '../endpoint.ts';
import { emptyInput } from '../schemas/common.ts';
import { profileActivityQuery, profileActivitySchema } from '../schemas/profile.ts';
import { dataScopeSchema } from '../schemas/scope.ts';

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
  profileScope: {
    method: 'GET',
    path: 'profile/scope',
    input: emptyInput,
    output: dataScopeSchema,
    access: 'signed-in',
    summary: "The caller's data scope, as the session carries it: what a record form offers to place records in",
    tag: 'profile',
  },
});
