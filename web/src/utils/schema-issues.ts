import { isTextKey, type TextKey } from '@ews/contract/messages';

/** The parts of a zod issue a form needs (zod's own issue types fit this shape). */
export interface SchemaIssue {
  code?: string;
  path: PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** too_small, too_big: whether the bound itself is allowed. */
  inclusive?: boolean;
  /** invalid_type: the type wanted ('int' for a whole number). */
  expected?: string;
  /** invalid_format: which format (email, url, …). */
  format?: string;
  /** invalid_union: the issues of each alternative. */
  errors?: readonly (readonly { code?: string; format?: string }[])[];
  /** The value refused, when the schema was asked to report it (`reportInput`). */
  input?: unknown;
}

export type SchemaResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };

/** What a form validates against: a contract zod schema. */
export interface FormSchema<T> {
  safeParse(input: unknown, params?: { reportInput?: boolean }): SchemaResult<T>;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * How to word an issue: the schema's own message when it is a key of the contract's
 * textMessages (shown with translateText), else one of this app's `form.*` messages.
 */
export type IssueText = { text: TextKey } | { key: string; values?: Record<string, number> };

const LENGTH_ORIGINS = new Set(['string', 'array', 'set']);

export function describeIssue(issue: SchemaIssue): IssueText {
  if (isTextKey(issue.message)) return { text: issue.message };
  const origin = issue.origin ?? '';
  switch (issue.code) {
    case 'invalid_type':
      // A number with a fraction where a count is asked for: not missing, but not whole.
      if (issue.expected === 'int' && typeof issue.input === 'number') return { key: 'form.integer' };
      // The form gives '' for an empty text box, so a missing value is an empty number or list.
      return { key: 'form.required' };
    case 'invalid_value':
      // A choice left empty (a select with nothing chosen) is missing, not a wrong option.
      return 'input' in issue && isBlank(issue.input) ? { key: 'form.required' } : { key: 'form.invalid' };
    case 'invalid_format':
      return issue.format === 'email' ? { text: 'validation.email' } : { key: 'form.invalid' };
    case 'invalid_union':
      // No alternative took the type at all (a number or text field left empty): missing.
      if (issue.errors?.length && issue.errors.every((branch) => branch[0]?.code === 'invalid_type')) return { key: 'form.required' };
      // Empty or an email address, and neither: the address is said to be malformed.
      if (issue.errors?.some((branch) => branch.some((inner) => inner.code === 'invalid_format' && inner.format === 'email'))) return { text: 'validation.email' };
      return { key: 'form.invalid' };
    case 'too_small': {
      const min = Number(issue.minimum ?? 0);
      if (origin === 'string' && min <= 1) return { key: 'form.required' };
      if (origin === 'array' && min <= 1) return { key: 'form.chooseOne' };
      if (LENGTH_ORIGINS.has(origin)) return { key: origin === 'string' ? 'form.minLength' : 'form.minItems', values: { min } };
      return { key: 'form.min', values: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum ?? 0);
      if (LENGTH_ORIGINS.has(origin)) return { key: origin === 'string' ? 'form.maxLength' : 'form.maxItems', values: { max } };
      return { key: 'form.max', values: { max } };
    }
    default:
      return { key: 'form.invalid' };
  }
}

/** Dotted name of an issue's field ('' for the whole record). */
export function issueField(issue: Pick<SchemaIssue, 'path'>): string {
  return issue.path.map(String).join('.');
}
