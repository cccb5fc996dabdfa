import { sql } from 'kysely';
import type { Db } from './connection.ts';

/** Where the embedded database stood: rows changed through this process's connection, and the commits of any other. */
export interface ChangeMark {
  changes: number;
  version: number;
  /** Of `changes`, those the watcher's own work made. */
  own: number;
}

const whereItStands = (db: Db) =>
  sql<{ changes: number; version: number }>`select total_changes() as changes, data_version as version from pragma_data_version()`.execute(db).then(({ rows }) => rows[0]!);

/**
 * Tells whether anybody but the watcher wrote to the embedded database (SQLite) since a mark:
 * its connection counts every row changed through it (total_changes), and its data version moves
 * when another connection commits. The watcher counts the rows its own work changes (`own`), so
 * that only the others' show. What it tells is never a false "unchanged": a write of somebody
 * else's that lands between two of its readings counts as changed.
 */
export function changeWatch() {
  let own = 0;
  return {
    async mark(db: Db): Promise<ChangeMark> {
      return { ...(await whereItStands(db)), own };
    },
    /**
     * Runs the watcher's own writes in the caller's transaction, telling them whether only the
     * watcher wrote since `mark`; what they change is not somebody else's.
     */
    async write<T>(trx: Db, mark: ChangeMark, work: (unchanged: boolean) => Promise<T>): Promise<T> {
      const before = await whereItStands(trx);
      const result = await work(before.version === mark.version && before.changes - mark.changes === own - mark.own);
      own += (await whereItStands(trx)).changes - before.changes;
      return result;
    },
  };
}
