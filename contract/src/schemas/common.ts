import { z } from 'zod';

/** Trimmed text that must not be empty once trimmed. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Free text that may be empty. */
export const optionalText = (max: number) => z.string().max(max).optional();

/** An id arriving as a query parameter (text) or in a JSON body (number). */
export const idParam = z.coerce.number().int().positive();

/** Calls without parameters ignore unknown ones rather than refusing them. */
export const emptyInput = z.object({});
export const emptyOutput = z.null();
