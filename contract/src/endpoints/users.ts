import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';
import { emptyInput, emptyOutput, idsInput, pageOf } from '../schemas/common.ts';
import {
  changeStatusInput,
  profileInput,
  resetPasswordInput,
  updatePasswordInput,
  userIdInput,
  userListQuery,
  userSaveSchema,
  userSchema,
} from '../schemas/users.ts';
import { roleTreeNodeSchema } from '../schemas/roles.ts';

const tag = 'users';

export const userEndpoints = defineEndpoints({
  userList: {
    method: 'GET',
    path: 'sysuser/getList',
    input: userListQuery,
    output: pageOf(userSchema),
    access: Permissions.USER_LIST,
    summary: 'Users, filtered, sorted and paged',
    tag,
  },
  userSave: {
    method: 'POST',
    path: 'sysuser/update',
    input: userSaveSchema,
    output: userSchema,
    access: [Permissions.USER_ADD, Permissions.USER_EDIT],
    summary: 'Add a user (no userId: needs add) or update one (userId and version: needs edit)',
    tag,
  },
  userGet: {
    method: 'GET',
    path: 'sysuser/getSysUserById',
    input: userIdInput,
    output: userSchema,
    access: Permissions.USER_LIST,
    summary: 'One user with their roles',
    tag,
  },
  userDelete: {
    method: 'POST',
    path: 'sysuser/del',
    input: idsInput,
    output: z.object({ deleted: z.number().int() }),
    access: Permissions.USER_DELETE,
    summary: 'Delete users by comma-joined ids',
    tag,
  },
  userStatus: {
    method: 'POST',
    path: 'sysuser/changeStatus',
    input: changeStatusInput,
    output: userSchema,
    access: Permissions.USER_STATUS,
    summary: 'Enable (1) or disable (0) a user; disabling ends their sessions',
    tag,
  },
  userResetPassword: {
    method: 'POST',
    path: 'sysuser/resetPassword',
    input: resetPasswordInput,
    output: emptyOutput,
    access: Permissions.USER_RESET_PASSWORD,
    summary: "Set another user's password; ends their sessions",
    tag,
  },
  updatePassword: {
    method: 'POST',
    path: 'sysuser/updatePassword',
    input: updatePasswordInput,
    output: emptyOutput,
    access: 'signed-in',
    summary: 'Change your own password; ends your other sessions',
    tag,
  },
  updateProfile: {
    method: 'POST',
    path: 'sysuser/updateProfile',
    input: profileInput,
    output: emptyOutput,
    access: 'signed-in',
    summary: 'Change your own name, avatar and introduction',
    tag,
  },
  roleTree: {
    method: 'GET',
    path: 'sysuser/queryAllRoleTree',
    input: emptyInput,
    output: z.array(roleTreeNodeSchema),
    access: Permissions.USER_LIST,
    summary: 'Every role, for the role picker of the user form',
    tag,
  },
});
