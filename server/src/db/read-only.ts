import SQLite from 'better-sqlite3';

const STATEMENTS_KEPT = 100;

/** The one read-only connection this thread keeps, to the file it read last, with its statements kept by text. */
let reader: { file: string; database: SQLite.Database; statements: Map<string, SQLite.Statement> } | undefined;

/**
 * Runs a read on a read-only connection of this thread's own to the embedded database `file`
 * (beside the server's, as WAL lets readers be), answering its rows as the database names their
 * columns. For a worker thread: the server's connection belongs to the server's thread.
 */
export function readEmbedded<Row>(file: string, text: string, parameters: readonly unknown[]): Row[] {
  if (reader?.file !== file) {
    reader?.database.close();
    reader = { file, database: new SQLite(file, { readonly: true, fileMustExist: true }), statements: new Map() };
  }
  let statement = reader.statements.get(text);
  if (!statement) {
    if (reader.statements.size >= STATEMENTS_KEPT) reader.statements.clear();
    statement = reader.database.prepare(text);
    reader.statements.set(text, statement);
  }
  return statement.all(...parameters) as Row[];
}
