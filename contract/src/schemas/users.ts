import { z } from 'zod';
import { auditedFields, idParam, isoDate, optionalFilter, pageQuery, sortOrder, statusValue, version } from './common.ts';
import { personName } from './fields.ts';
import { divisionCodes } from './scope.ts';

export const PASSWORD_MIN_LENGTH = 8;

/** updatePassword and new accounts: at least 8 characters with letters and digits (issue 4). */
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordPolicy')
  .max(128)
  .regex(/[A-Za-z]/, 'validation.passwordPolicy')
  .regex(/\d/, 'validation.passwordPolicy');

const username = z.string().trim().regex(/^[A-Za-z0-9_.-]{3,32}$/, 'validation.username');
const phone = z.string().trim().regex(/^[0-9 +()-]{0,32}$/, 'validation.phone');
const email = z.union([z.literal(''), z.string().trim().max(128).pipe(z.email({ message: 'validation.email' }))]);

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
  /** The user's jurisdiction: GB/T 2260 division codes; empty is the whole country. */
  divisionCodes: z.array(z.string()),
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
    divisionCodes: divisionCodes.default([]),
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
