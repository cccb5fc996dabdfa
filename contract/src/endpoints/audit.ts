import { defineEndpoints } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';
import { pageOf } from '../schemas/common.ts';
import { auditListQuery, auditRowSchema } from '../schemas/audit.ts';

export const auditEndpoints = defineEndpoints({
  auditList: {
    method: 'GET',
    path: 'audit/getList',
    input: auditListQuery,
    output: pageOf(auditRowSchema),
    access: Permissions.AUDIT_LIST,
    summary: 'The audit log with the before and after of each change',
    tag: 'audit',
  },
});
