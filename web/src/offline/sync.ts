import type { HumanCase, Survey } from '@ews/contract';
import { Codes } from '@ews/contract/protocol/codes';
import { ApiError } from '@ews/contract/protocol/envelope';
import { api } from '../api/index.ts';
import { useUserStore } from '../stores/user.ts';
import { entriesOf, deleteEntry, putEntry, type FieldEntry } from './field-store.ts';

/**
 * Answers that refuse the entry itself (its values, the user's permission, a source point deleted
 * meanwhile, another person's entry id): sending it again would be refused again, so it stays on
 * the list with the reason. Any other failure (no network, a session that ended, a busy or failing
 * server) leaves it waiting, and the queue stops until the next try.
 */
const REFUSALS: readonly number[] = [Codes.VALIDATION, Codes.FORBIDDEN, Codes.NOT_FOUND, Codes.CONFLICT, Codes.TOO_LARGE];

/** The field screen says what happened to each entry: the request wrapper shows no toast for these calls. */
const QUIET: readonly number[] = Object.values(Codes);

/** What a send stored: a survey, or a human case (whose signal the server raised with it). */
export type Stored = { kind: 'survey'; survey: Survey } | { kind: 'case'; humanCase: HumanCase };

/** Sends one entry under its entry id: one whose answer was lost is stored once when sent again. */
async function store(entry: FieldEntry): Promise<Stored> {
  if (entry.kind === 'case') return { kind: 'case', humanCase: await api.caseSave({ ...entry.humanCase, clientId: entry.clientId }, { quiet: QUIET }) };
  return { kind: 'survey', survey: await api.surveySave({ ...entry.survey, clientId: entry.clientId }, { quiet: QUIET }) };
}

const running = new Map<number, Promise<Stored[]>>();
const sentListeners = new Set<(stored: Stored[]) => void>();

/** Calls `listener` with the records each run stored (none: not called), whoever started the run; returns the unsubscribe. */
export function onSent(listener: (stored: Stored[]) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/**
 * Sends `userId`'s waiting entries, oldest first, one at a time, each with its entry id: one whose
 * answer was lost is stored once when sent again. Calls made while a send runs share it, and an
 * entry kept meanwhile goes with it. Stops when the signed-in user is no longer `userId`: nobody's
 * entries go out under another's session. Answers the records stored by the run.
 */
export function sendWaiting(userId: number): Promise<Stored[]> {
  let run = running.get(userId);
  if (!run) {
    run = drain(userId).finally(() => running.delete(userId));
    running.set(userId, run);
  }
  return run;
}

async function drain(userId: number): Promise<Stored[]> {
  const stored: Stored[] = [];
  const tried = new Set<string>();
  for (;;) {
    // Read again each time: an entry kept while the run sends goes with it.
    const entry = (await entriesOf(userId)).find((waiting) => waiting.rejection === undefined && !tried.has(waiting.clientId));
    if (!entry || useUserStore.getState().userId !== userId) break;
    tried.add(entry.clientId);
    try {
      stored.push(await store(entry));
    } catch (error) {
      // Received before and deleted at the office since: the entry leaves the device, nothing is stored.
      if (error instanceof ApiError && error.code === Codes.GONE) {
        await deleteEntry(entry);
        continue;
      }
      if (!(error instanceof ApiError) || !REFUSALS.includes(error.code)) break;
      await putEntry({ ...entry, rejection: error.message });
      continue;
    }
    await deleteEntry(entry);
  }
  if (stored.length > 0) sentListeners.forEach((listener) => listener(stored));
  return stored;
}
