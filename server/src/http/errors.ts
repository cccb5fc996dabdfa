import { Codes, fieldRefusal, invalidFieldsPrefix, type Code, type Language, type TextKey } from '@ews/contract';

/**
 * A refusal the client should see as an envelope with this code. `message`, when given, is a
 * key of the contract's textMessages (sent in the caller's language) or literal text.
 */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<Code, 200>,
    message?: TextKey | string,
  ) {
    super(message ?? '');
    this.name = 'AppError';
  }
}

/** A record that is not there, or not for this caller's eyes: the two are told alike, so as not to reveal what lies outside a data scope. */
export const notFound = (message: TextKey = 'error.recordNotFound') => new AppError(Codes.NOT_FOUND, message);

/** What a lookup found; none is a 404. */
export async function foundOrNotFound<T>(lookup: Promise<T | undefined>): Promise<T> {
  const found = await lookup;
  if (found === undefined) throw notFound();
  return found;
}
export const conflict = (message?: TextKey) => new AppError(Codes.CONFLICT, message);
export const invalid = (message: TextKey) => new AppError(Codes.VALIDATION, message);
export const forbidden = (message?: TextKey) => new AppError(Codes.FORBIDDEN, message);

/** A refusal naming one field by its label in the caller's language, as a schema's refusal does. */
export function refuseField(path: readonly PropertyKey[], reason: string, language: Language): AppError {
  return new AppError(Codes.VALIDATION, `${invalidFieldsPrefix[language]}: ${fieldRefusal(path, reason, language)}`);
}

/** After an update guarded by `version = ?`: nothing updated means stale (40900) or gone (40400). */
export async function assertUpdated(result: { numUpdatedRows: bigint }, exists: () => Promise<unknown>): Promise<void> {
  if (result.numUpdatedRows > 0n) return;
  throw (await exists()) ? conflict() : notFound();
}

/** A unique index refused the write: SQLite's and PostgreSQL's spelling of it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
