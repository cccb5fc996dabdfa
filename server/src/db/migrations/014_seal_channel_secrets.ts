import { sql, type Kysely } from 'kysely';
import { resealChannels } from '../channel-secrets.ts';
import { dialectOf } from '../connection.ts';

/**
 * Channel secrets at rest (issue 42): each channel's target, secret and body template, stored in
 * clear until now, are sealed with AES-256-GCM under the server's key (SECRETS_KEY, or the data
 * directory's key file). A sealed value is longer than its text, so PostgreSQL's two varchar(500)
 * columns become text; SQLite does not bound a varchar. On SQLite, which runs this outside a
 * transaction, a start that dies midway leaves some rows sealed: the next one seals the rest and
 * re-seals those, as a value already sealed is opened before it is sealed again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    for (const column of ['target', 'secret']) await sql`alter table notification_channel alter column ${sql.ref(column)} type text`.execute(db);
  }
  await resealChannels(db);
}
