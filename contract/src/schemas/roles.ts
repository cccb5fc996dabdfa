import { z } from 'zod';
import { auditedFields, idParam, optionalFilter, pageQuery, statusValue, version, wholeNumber } from './common.ts';
import { personName } from './fields.ts';
import { DATA_SCOPES, divisionCodes } from './scope.ts';

export const roleSchema = z.object({
  roleId: z.number().int(),
  roleKey: z.string(),
  name: z.string(),
  status: z.number().int(),
  sort: z.number().int(),
  remark: z.string(),
  dataScope: z.enum(DATA_SCOPES),
  /** The divisions of a custom data scope; empty for the others. */
  scopeDivisions: z.array(z.string()),
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

export const roleSaveSchema = z
  .object({
    roleId: idParam.optional(),
    version: version.optional(),
    roleKey: z.string().trim().regex(/^[a-z0-9_-]{2,32}$/, 'validation.roleKey'),
    name: personName,
    status: statusValue.default(1),
    sort: wholeNumber.pipe(z.number().min(0).max(9999)).default(0),
    remark: z.string().max(500).default(''),
    dataScope: z.enum(DATA_SCOPES).default('subtree'),
    scopeDivisions: divisionCodes.default([]),
  })
  .superRefine((value, ctx) => {
    if (value.dataScope === 'custom' && value.scopeDivisions.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['scopeDivisions'], message: 'validation.customScopeEmpty' });
    }
  })
  .transform((value) => (value.dataScope === 'custom' ? value : { ...value, scopeDivisions: [] }));
export type RoleSave = z.input<typeof roleSaveSchema>;

export const roleIdInput = z.object({ roleId: idParam });
export const roleStatusInput = z.object({ roleId: idParam, status: statusValue, version });
export const roleMenusSchema = z.object({ roleId: idParam, menuIds: z.array(idParam).max(2000) });
