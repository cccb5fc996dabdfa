import { Codes } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';
import { api } from '../api/index.ts';
import { useUserStore } from '../stores/user.ts';
import { entriesOf, deleteEntry, putEntry } from './field-store.ts';

/**
 * Answers that refuse the entry itself (its values, the user's permission, a source point deleted
 * meanwhile, another person's entry id): sending it again would be refused again, so it stays on
 * the list with the reason. Any other failure (no network, a session that ended, a busy or failing
 * server) leaves it waiting, and the queue stops until the next try.
 */
const REFUSALS: readonly number[] = [Codes.VALIDATION, Codes.FORBIDDEN, Codes.NOT_FOUND, Codes.CONFLICT, Codes.TOO_LARGE];

/** The field screen says what happened to each entry: the request wrapper shows no toast for these calls. */
const QUIET: readonly number[] = Object.values(Codes);

const running = new Map<number, Promise<void>>();

/**
 * Sends `userId`'s waiting entries, oldest first, one at a time, each with its entry id: one whose
 * answer was lost is stored once when sent again. Calls made while a send runs share it. Stops when
 * the signed-in user is no longer `userId`: nobody's entries go out under another's session.
 */
export function sendWaiting(userId: number): Promise<void> {
  let run = running.get(userId);
  if (!run) {
    run = drain(userId).finally(() => running.delete(userId));
    running.set(userId, run);
  }
  return run;
}

async function drain(userId: number): Promise<void> {
  for (const entry of await entriesOf(userId)) {
    if (entry.rejection !== undefined) continue;
    if (useUserStore.getState().userId !== userId) return;
    try {
      await api.surveySave({ ...entry.survey, clientId: entry.clientId }, { quiet: QUIET });
    } catch (error) {
      if (!(error instanceof ApiError) || !REFUSALS.includes(error.code)) return;
      await putEntry({ ...entry, rejection: error.message });
      continue;
    }
    await deleteEntry(entry);
  }
}
