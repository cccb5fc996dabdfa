import { z } from 'zod';

export const routeMetaSchema = z.object({
  title: z.string(),
  icon: z.string().optional(),
  affix: z.boolean().optional(),
  breadcrumb: z.boolean().optional(),
  activeMenu: z.string().optional(),
  noCache: z.boolean().optional(),
});

/** One entry of the route tree the shell builds its menus and routes from: a menu row in the shape of a route. */
export interface RouteEntry {
  menuId: number;
  parentId: number;
  path: string;
  name: string;
  component: string;
  redirect?: string | undefined;
  hidden: boolean;
  alwaysShow?: boolean | undefined;
  menuType: number;
  perms?: string | undefined;
  meta: z.infer<typeof routeMetaSchema>;
  children: RouteEntry[];
}

export const routeEntrySchema: z.ZodType<RouteEntry> = z.object({
  menuId: z.number().int(),
  parentId: z.number().int(),
  path: z.string(),
  name: z.string(),
  component: z.string(),
  redirect: z.string().optional(),
  hidden: z.boolean(),
  alwaysShow: z.boolean().optional(),
  menuType: z.number().int(),
  perms: z.string().optional(),
  meta: routeMetaSchema,
  get children() {
    return z.array(routeEntrySchema);
  },
});
