import SQLite from 'better-sqlite3';
import { withStatementCache } from './statement-cache.ts';

/** The one read-only connection this thread keeps, to the file it read last. */
let reader: { file: string; database: ReturnType<typeof withStatementCache> } | undefined;

/**
 * Runs a read on a read-only connection of this thread's own to the embedded database `file`
 * (beside the server's, as WAL lets readers be), answering its rows as the database names their
 * columns. For a worker thread: the server's connection belongs to the server's thread.
 */
export function readEmbedded<Row>(file: string, text: string, parameters: readonly unknown[]): Row[] {
  if (reader?.file !== file) {
    reader?.database.close();
    reader = { file, database: withStatementCache(new SQLite(file, { readonly: true, fileMustExist: true })) };
  }
  return reader.database.prepare(text).all(...parameters) as Row[];
}
