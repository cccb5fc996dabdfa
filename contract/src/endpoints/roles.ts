import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';
import { idsInput, pageOf } from '../schemas/common.ts';
import { roleIdInput, roleListQuery, roleMenusSchema, roleSaveSchema, roleSchema, roleStatusInput } from '../schemas/roles.ts';

const tag = 'roles';

export const roleEndpoints = defineEndpoints({
  roleList: {
    method: 'GET',
    path: 'role/getList',
    input: roleListQuery,
    output: pageOf(roleSchema),
    access: Permissions.ROLE_LIST,
    summary: 'Roles, filtered and paged',
    tag,
  },
  roleSave: {
    method: 'POST',
    path: 'role/save',
    input: roleSaveSchema,
    output: roleSchema,
    access: [Permissions.ROLE_ADD, Permissions.ROLE_EDIT],
    summary: 'Add a role (no roleId: needs add) or update one (roleId and version: needs edit)',
    tag,
  },
  roleDelete: {
    method: 'POST',
    path: 'role/delete',
    input: idsInput,
    output: z.object({ deleted: z.number().int() }),
    access: Permissions.ROLE_DELETE,
    summary: 'Delete roles by comma-joined ids',
    tag,
  },
  roleStatus: {
    method: 'POST',
    path: 'role/changeStatus',
    input: roleStatusInput,
    output: roleSchema,
    access: Permissions.ROLE_EDIT,
    summary: 'Enable (1) or disable (0) a role',
    tag,
  },
  roleMenus: {
    method: 'GET',
    path: 'role/queryRoleMenu',
    input: roleIdInput,
    output: z.object({ roleId: z.number().int(), menuIds: z.array(z.number().int()) }),
    access: Permissions.ROLE_LIST,
    summary: 'The menu entries and buttons a role grants',
    tag,
  },
  roleSaveMenus: {
    method: 'POST',
    path: 'role/saveRoleMenu',
    input: roleMenusSchema,
    output: z.object({ roleId: z.number().int(), menuIds: z.array(z.number().int()) }),
    access: Permissions.ROLE_GRANT,
    summary: 'Replace the menu entries and buttons a role grants',
    tag,
  },
});
