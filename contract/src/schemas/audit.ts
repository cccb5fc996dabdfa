import { z } from 'zod';
import { isoDate, optionalFilter, pageQuery } from './common.ts';

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
