import { z } from 'zod';
import { acceptableLink } from '../links.ts';
import { auditedFields, idParam, optionalFilter, statusValue, version, wholeNumber } from './common.ts';

/** A full sys_menu record, as the menu screen edits it. */
export const menuSchema = z.object({
  menuId: z.number().int(),
  parentId: z.number().int(),
  menuKey: z.string(),
  name: z.string(),
  path: z.string(),
  component: z.string(),
  redirect: z.string(),
  metaIcon: z.string(),
  menuType: z.number().int(),
  perms: z.string(),
  hidden: z.boolean(),
  alwaysShow: z.boolean(),
  affix: z.boolean(),
  noCache: z.boolean(),
  breadcrumb: z.boolean(),
  activeMenu: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  ...auditedFields,
});
export type Menu = z.infer<typeof menuSchema>;

export type MenuTreeRow = Menu & { children: MenuTreeRow[] };
export const menuTreeRowSchema: z.ZodType<MenuTreeRow> = menuSchema.extend({
  get children() {
    return z.array(menuTreeRowSchema);
  },
});

export const menuListQuery = z.object({
  name: optionalFilter(z.string().trim().max(128)),
  status: optionalFilter(statusValue),
});

const flag = z.boolean().default(false);

export const menuSaveSchema = z.object({
  menuId: idParam.optional(),
  version: version.optional(),
  parentId: wholeNumber.pipe(z.number().min(0).max(2_147_483_647)),
  menuType: wholeNumber.pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  menuKey: z.string().trim().max(128).default(''),
  name: z.string().trim().min(1).max(128),
  path: z.string().trim().max(255).regex(/^[^\s<>"'`]*$/).refine(acceptableLink, 'validation.url').default(''),
  component: z.string().trim().max(255).regex(/^[A-Za-z0-9_/#-]*$/).default(''),
  redirect: z.string().trim().max(255).regex(/^[^\s<>"'`]*$/).refine(acceptableLink, 'validation.url').default(''),
  metaIcon: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/).default(''),
  perms: z.string().trim().max(128).regex(/^[A-Za-z0-9_*:-]*$/).default(''),
  hidden: flag,
  alwaysShow: flag,
  affix: flag,
  noCache: flag,
  breadcrumb: z.boolean().default(true),
  activeMenu: z.string().trim().max(255).regex(/^[^\s<>"'`]*$/).default(''),
  sort: wholeNumber.pipe(z.number().min(0).max(9999)).default(0),
  status: statusValue.default(1),
});
export type MenuSave = z.input<typeof menuSaveSchema>;

export const menuIdInput = z.object({ menuId: idParam });
