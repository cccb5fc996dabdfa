// `npm run rotate-secrets`: every notification channel's secrets sealed again with SECRETS_KEY (none
// set: the data directory's key file), each opened with the key that sealed it: SECRETS_KEY_OLD,
// SECRETS_KEY or the key file. One transaction: all channels move to the new key, or none does.
import { loadConfig } from './config.ts';
import { resealChannels, unreadableChannels } from './db/channel-secrets.ts';
import { openDatabase, preparingAlone, type Db } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { keyringOf } from './db/secrets.ts';

/** A refusal told as it is, without a stack: the operator has a key to give. */
class RotationRefused extends Error {}

async function rotate(db: Db): Promise<string> {
  const unreadable = await unreadableChannels(db);
  if (unreadable.length > 0) {
    const list = unreadable.map(({ channelId, name, keyIds }) => `channel ${channelId} (${name}): key ${keyIds.join(', ')}`).join('; ');
    throw new RotationRefused(`Nothing re-sealed: no key given opens ${list}. Give the key that sealed them as SECRETS_KEY_OLD.`);
  }
  const channels = await db.transaction().execute((trx) => resealChannels(trx));
  const keyring = keyringOf(db);
  const key = keyring.source === 'SECRETS_KEY' ? 'SECRETS_KEY' : keyring.file;
  return `Re-sealed the secrets of ${channels} notification channels with key ${keyring.current().id} (${key}). Start the servers with this SECRETS_KEY; SECRETS_KEY_OLD is no longer needed.`;
}

async function main(): Promise<string> {
  const config = loadConfig();
  // The database's tables as the server would have them, in step with starting servers.
  return preparingAlone(config, async () => {
    const db = openDatabase(config);
    try {
      await migrateToLatest(db, config.databaseUrl ? config.databaseSchema : undefined);
      return await rotate(db);
    } finally {
      await db.destroy();
    }
  });
}

try {
  console.log(await main());
} catch (error) {
  console.error(error instanceof RotationRefused ? error.message : error);
  process.exitCode = 1;
}
