import { codeMessages } from '@ews/contract/messages';
import { Codes } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';

/**
 * A save refused because the record changed since it was loaded (code 40900 with the code's
 * default text). 40900 also answers a taken username or role key, which carry their own text:
 * those are ordinary errors, not version conflicts.
 */
export function isVersionConflict(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.code !== Codes.CONFLICT) return false;
  return !error.message || Object.values(codeMessages[Codes.CONFLICT]).includes(error.message);
}
