import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { menuTreeRoute } from '../protocol/shell.ts';
import { Permissions } from '../permissions.ts';
import { emptyInput, emptyOutput } from '../schemas/common.ts';
import { menuIdInput, menuListQuery, menuSaveSchema, menuSchema, menuTreeRowSchema } from '../schemas/menus.ts';
import { routeEntrySchema } from '../schemas/route-tree.ts';

const tag = 'menus';

export const menuEndpoints = defineEndpoints({
  getMenuTreeByUser: {
    method: menuTreeRoute.method,
    path: menuTreeRoute.path,
    input: emptyInput,
    output: z.array(routeEntrySchema),
    access: 'signed-in',
    summary: "The signed-in user's menu and route tree",
    tag,
  },
  menuTreeRoot: {
    method: 'GET',
    path: 'menu/treeRoot',
    input: emptyInput,
    output: z.array(menuTreeRowSchema),
    access: Permissions.ROLE_LIST,
    summary: 'Every menu entry and button as a tree, for granting them to roles',
    tag,
  },
  menuList: {
    method: 'GET',
    path: 'menu/listData',
    input: menuListQuery,
    output: z.array(menuTreeRowSchema),
    access: Permissions.MENU_LIST,
    summary: 'The menu table as a tree, filtered by title and status',
    tag,
  },
  menuGet: {
    method: 'GET',
    path: 'menu/getMenuByMenuId',
    input: menuIdInput,
    output: menuSchema,
    access: Permissions.MENU_LIST,
    summary: 'One menu entry',
    tag,
  },
  menuSave: {
    method: 'POST',
    path: 'menu/saveMenu',
    input: menuSaveSchema,
    output: menuSchema,
    access: [Permissions.MENU_ADD, Permissions.MENU_EDIT],
    summary: 'Add a menu entry (no menuId: needs add) or update one (menuId and version: needs edit)',
    tag,
  },
  menuDelete: {
    method: 'DELETE',
    path: 'menu/delete',
    input: menuIdInput,
    output: emptyOutput,
    access: Permissions.MENU_DELETE,
    summary: 'Delete a menu entry without children',
    tag,
  },
});
