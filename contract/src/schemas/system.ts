import { z } from 'zod';
import { auditedFields, idParam, isoDate, optionalFilter, pageQuery, sortOrder, statusValue, version, wholeNumber } from './common.ts';
import { acceptableLink } from '../links.ts';

export const PASSWORD_MIN_LENGTH = 8;

/** updatePassword and new accounts: at least 8 characters with letters and digits (issue 4). */
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordPolicy')
  .max(128)
  .regex(/[A-Za-z]/, 'validation.passwordPolicy')
  .regex(/\d/, 'validation.passwordPolicy');

const username = z.string().trim().regex(/^[A-Za-z0-9_.-]{3,32}$/, 'validation.username');
const personName = z.string().trim().min(1).max(64);
const phone = z.string().trim().regex(/^[0-9 +()-]{0,32}$/, 'validation.phone');
const email = z.union([z.literal(''), z.string().trim().max(128).pipe(z.email())]);

/** A data URL of the resized avatar; '' removes it. */
export const avatar = z.union([
  z.literal(''),
  z.string().max(350_000, 'validation.avatar').regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, 'validation.avatar'),
]);

export const roleRefSchema = z.object({ roleId: z.number().int(), roleKey: z.string(), name: z.string() });

export const userSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.number().int(),
  avatar: z.string(),
  introduction: z.string(),
  roles: z.array(roleRefSchema),
  ...auditedFields,
});
export type User = z.infer<typeof userSchema>;

export const USER_SORT_FIELDS = ['username', 'name', 'status', 'createdAt'] as const;

export const userListQuery = pageQuery.extend({
  username: optionalFilter(z.string().trim().max(64)),
  name: optionalFilter(z.string().trim().max(64)),
  status: optionalFilter(statusValue),
  roleId: optionalFilter(idParam),
  createdFrom: optionalFilter(isoDate),
  createdTo: optionalFilter(isoDate),
  sort: optionalFilter(z.enum(USER_SORT_FIELDS)),
  order: sortOrder,
});

/** One form for adding (no userId: password required) and editing (userId and version required). */
export const userSaveSchema = z
  .object({
    userId: idParam.optional(),
    version: version.optional(),
    username,
    name: personName,
    email: email.default(''),
    phone: phone.default(''),
    status: statusValue.default(1),
    introduction: z.string().max(500).default(''),
    roleIds: z.array(idParam).max(20).default([]),
    password: password.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.userId === undefined && value.password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.passwordPolicy' });
    }
    if (value.userId !== undefined && value.version === undefined) {
      ctx.addIssue({ code: 'custom', path: ['version'], message: 'validation.versionRequired' });
    }
  });
export type UserSave = z.input<typeof userSaveSchema>;

export const userIdInput = z.object({ userId: idParam });
export const changeStatusInput = z.object({ userId: idParam, status: statusValue });
export const resetPasswordInput = z.object({ userId: idParam, password });

export const updatePasswordInput = z
  .object({ oldPassword: z.string().min(1).max(128), newPassword: password, confirmPassword: z.string().max(128) })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: 'validation.passwordsDiffer' });

export const profileInput = z.object({ name: personName, introduction: z.string().max(500).default(''), avatar: avatar.optional() });

export const roleSchema = z.object({
  roleId: z.number().int(),
  roleKey: z.string(),
  name: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
  remark: z.string(),
  userCount: z.number().int(),
  ...auditedFields,
});
export type Role = z.infer<typeof roleSchema>;

export const roleTreeNodeSchema = z.object({
  roleId: z.number().int(),
  roleKey: z.string(),
  name: z.string(),
  status: z.number().int(),
  children: z.array(z.never()),
});

export const roleListQuery = pageQuery.extend({
  name: optionalFilter(z.string().trim().max(64)),
  roleKey: optionalFilter(z.string().trim().max(64)),
  status: optionalFilter(statusValue),
});

export const roleSaveSchema = z.object({
  roleId: idParam.optional(),
  version: version.optional(),
  roleKey: z.string().trim().regex(/^[a-z0-9_-]{2,32}$/, 'validation.roleKey'),
  name: personName,
  status: statusValue.default(1),
  sort: wholeNumber.pipe(z.number().min(0).max(9999)).default(0),
  remark: z.string().max(500).default(''),
});
export type RoleSave = z.input<typeof roleSaveSchema>;

export const roleIdInput = z.object({ roleId: idParam });
export const roleStatusInput = z.object({ roleId: idParam, status: statusValue, version });
export const roleMenusSchema = z.object({ roleId: idParam, menuIds: z.array(idParam).max(2000) });

/** A full sys_menu record (DESIGN §4), as the menu screen edits it. */
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

export const auditRowSchema = z.object({
  auditId: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  username: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  result: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditListQuery = pageQuery
  .extend({
    username: optionalFilter(z.string().trim().max(64)),
    action: optionalFilter(z.string().trim().max(64)),
    entity: optionalFilter(z.string().trim().max(64)),
    from: optionalFilter(isoDate),
    to: optionalFilter(isoDate),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'], message: 'validation.dateRange' });


