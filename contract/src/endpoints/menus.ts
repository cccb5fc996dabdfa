import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { emptyInput } from '../schemas/common.ts';
import { routeEntrySchema } from '../schemas/menu.ts';

export const menuEndpoints = defineEndpoints({
  getMenuTreeByUser: {
    method: 'GET',
    path: 'menu/getMenuTreeByUser',
    input: emptyInput,
    output: z.array(routeEntrySchema),
    access: 'signed-in',
    summary: "The signed-in user's menu and route tree",
    tag: 'menus',
  },
});
