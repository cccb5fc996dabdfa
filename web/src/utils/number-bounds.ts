import type { FormSchema } from './schema-issues.ts';

/** The least and greatest number a schema takes (either may be open). */
export interface NumberBounds {
  min?: number;
  max?: number;
}

/** Further out than any bound a contract schema sets, and still a safe integer (a count's schema refuses others as such). */
const FAR = Number.MAX_SAFE_INTEGER;

/**
 * The bounds a contract zod schema sets on a number: of `field` of an object schema, or of the
 * schema itself without one. Read from what the schema answers for a number far below and far
 * above any bound (its too_small and too_big issues say the limit), so wrappers (optional,
 * nullable, a default, a union with text, a pipe) need no unwrapping. Only inclusive bounds are
 * taken: a step can land on them.
 */
export function numberBounds(schema: FormSchema<unknown>, field?: string): NumberBounds {
  const limit = (probe: number, code: 'too_small' | 'too_big'): number | undefined => {
    const result = schema.safeParse(field === undefined ? probe : { [field]: probe });
    if (result.success) return undefined;
    const issue = result.error.issues.find(
      (candidate) => candidate.code === code && candidate.inclusive !== false && (field === undefined ? candidate.path.length === 0 : candidate.path.length === 1 && candidate.path[0] === field),
    );
    const value = code === 'too_small' ? issue?.minimum : issue?.maximum;
    return value === undefined ? undefined : Number(value);
  };
  const bounds: NumberBounds = {};
  const min = limit(-FAR, 'too_small');
  const max = limit(FAR, 'too_big');
  if (min !== undefined) bounds.min = min;
  if (max !== undefined) bounds.max = max;
  return bounds;
}

/**
 * Where a step (a step button, an arrow key) from `previous` to `next` lands within `bounds`: at
 * the bound it would pass; nowhere (undefined: the value stays) when the value is already at or
 * beyond that bound and the step would take it further out. A value typed out of range is the
 * user's to correct: a step towards the range brings it to the bound.
 */
export function stepWithin(next: number, previous: number | null | undefined, { min, max }: NumberBounds): number | undefined {
  const from = typeof previous === 'number' ? previous : undefined;
  if (min !== undefined && next < min) return from !== undefined && next < from && from <= min ? undefined : min;
  if (max !== undefined && next > max) return from !== undefined && next > from && from >= max ? undefined : max;
  return next;
}
