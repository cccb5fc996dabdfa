import { z } from 'zod';
import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT } from '../paging.ts';

/** Calls without parameters ignore unknown ones rather than refusing them. */
export const emptyInput = z.object({});
export const emptyOutput = z.null();

/**
 * A whole number arriving as query text ('12') or as a JSON number (12). Stricter than
 * z.coerce.number(), which would also take true, [12] or '' for a number.
 */
export const wholeNumber = z.union([z.number(), z.string().regex(/^-?\d{1,15}$/).transform(Number)]).pipe(z.number().int());

/** An id arriving as a query parameter (text) or in a JSON body (number). */
export const idParam = wholeNumber.pipe(z.number().positive().max(2_147_483_647));

/** 0 disabled, 1 enabled; from a query string or a JSON body. */
export const statusValue = wholeNumber.pipe(z.union([z.literal(0), z.literal(1)]));

/** An optional filter from a query string: an empty value means "no filter". */
export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** 'YYYY-MM-DD'. */
export const isoDate = z.iso.date();

/** The last calendar day anywhere on Earth today (UTC+14): a field worker's "today" is never refused. */
export const latestToday = (now = new Date()) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** A date of something that has happened (a survey, an onset, a discovery): never after today; a text that is no date is said to be only that. */
export const pastDate = isoDate.refine((date) => date <= latestToday(), { message: 'validation.futureDate', when: (payload) => payload.issues.length === 0 });

/** Comma-joined ids, as the original console sends them to sysuser/del ('1,2,3'); also accepts an array. */
export const idList = z
  .union([z.string().max(2000), z.array(z.number())])
  .transform((value, ctx) => {
    const parts = Array.isArray(value) ? value.map(String) : value.split(',').map((part) => part.trim());
    const ids = parts.map(Number);
    if (ids.length === 0 || ids.length > 200 || ids.some((id) => !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'validation.ids' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** page (from 1) and limit (lists show 20 rows by default, at most 100): the figures live in paging.ts. */
export const pageQuery = z.object({
  page: wholeNumber.pipe(z.number().min(DEFAULT_PAGE).max(1_000_000)).default(DEFAULT_PAGE),
  limit: wholeNumber.pipe(z.number().min(1).max(MAX_LIMIT)).default(DEFAULT_LIMIT),
});

export const sortOrder = optionalFilter(z.enum(['ascend', 'descend']));

export const pageOf = <T extends z.ZodType>(row: T) => z.object({ list: z.array(row), total: z.number().int() });

/** Version for optimistic concurrency: a stale one gets 40900. */
export const version = wholeNumber.pipe(z.number().min(1).max(2_147_483_647));

export const auditedFields = {
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  version: z.number().int(),
};

/** Batch deletes: { ids: '1,2,3' }. */
export const idsInput = z.object({ ids: idList });
