import type { Kysely } from 'kysely';
import { dialectOf } from './connection.ts';
import { isSealed, keyringOf, UnreadableSecretError, type Keyring } from './secrets.ts';

/**
 * A notification channel's fields that carry credentials, sealed at rest: the secret (HMAC key,
 * DingTalk's signing secret, SMTP password), the target (a robot's key or a gateway's token sits in
 * its query) and the body template (an SMS gateway's account key sits in its JSON).
 */
export const SEALED_CHANNEL_FIELDS = ['target', 'secret', 'bodyTemplate'] as const;
type SealedField = (typeof SEALED_CHANNEL_FIELDS)[number];
type Sealable = Partial<Record<SealedField, string>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the channel table as any migration left it
type AnyDb = Kysely<any>;

/** `values` with the sealed fields it holds sealed by the database's keyring, as they are to be written. */
export function sealChannel<T extends Sealable>(db: AnyDb, values: T): T {
  const keyring = keyringOf(db);
  const sealed: Sealable = { ...values };
  for (const field of SEALED_CHANNEL_FIELDS) if (values[field] !== undefined) sealed[field] = keyring.seal(values[field], field);
  return sealed as T;
}

/**
 * A sealed field's text, or the id of the key it needs when this server lacks that key. A value in
 * clear (written by hand, e.g. a target corrected with SQL) is taken as it is; `npm run
 * rotate-secrets` seals it.
 */
function openField(keyring: Keyring, value: string, field: SealedField): { text: string } | { missingKey: string } {
  if (!isSealed(value)) return { text: value };
  try {
    return { text: keyring.open(value, field) };
  } catch (error) {
    if (error instanceof UnreadableSecretError) return { missingKey: error.keyId };
    throw error;
  }
}

/**
 * A stored channel with its sealed fields opened. One sealed with a key this server lacks reads as
 * empty, so the screen still lists, edits and deletes it; the start names such channels in its log.
 */
export function openChannel<T extends Required<Sealable>>(db: AnyDb, row: T): T {
  const keyring = keyringOf(db);
  const opened: Sealable = { ...row };
  for (const field of SEALED_CHANNEL_FIELDS) {
    const result = openField(keyring, row[field], field);
    opened[field] = 'text' in result ? result.text : '';
  }
  return opened as T;
}

/**
 * Seals every channel's fields again with the current key, whatever holds them now: in clear (a
 * database of release 013) or sealed with any key the keyring knows. A value no key opens throws, so
 * the caller's transaction (the rotation's) writes nothing. PostgreSQL locks the rows, so a
 * channel saved meanwhile waits rather than being overwritten with what was read before it.
 */
export async function resealChannels(db: AnyDb): Promise<number> {
  const keyring = keyringOf(db);
  const query = db.selectFrom('notification_channel').select(['channelId', ...SEALED_CHANNEL_FIELDS]).orderBy('channelId');
  const rows = (await (dialectOf(db) === 'postgres' ? query.forUpdate() : query).execute()) as ({ channelId: number } & Required<Sealable>)[];
  for (const row of rows) {
    const plain = Object.fromEntries(SEALED_CHANNEL_FIELDS.map((field) => [field, isSealed(row[field]) ? keyring.open(row[field], field) : row[field]]));
    await db.updateTable('notification_channel').set(sealChannel(db, plain)).where('channelId', '=', row.channelId).execute();
  }
  return rows.length;
}

/** The channels with a value no key of this server opens, and the keys that sealed them. */
export async function unreadableChannels(db: AnyDb): Promise<{ channelId: number; name: string; keyIds: string[] }[]> {
  const keyring = keyringOf(db);
  const rows = (await db.selectFrom('notification_channel').select(['channelId', 'name', ...SEALED_CHANNEL_FIELDS]).orderBy('channelId').execute()) as ({ channelId: number; name: string } & Required<Sealable>)[];
  return rows.flatMap(({ channelId, name, ...fields }) => {
    const keyIds = SEALED_CHANNEL_FIELDS.flatMap((field) => {
      const result = openField(keyring, fields[field], field);
      return 'missingKey' in result ? [result.missingKey] : [];
    });
    return keyIds.length > 0 ? [{ channelId, name, keyIds: [...new Set(keyIds)] }] : [];
  });
}
