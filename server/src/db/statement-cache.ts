import type SQLite from 'better-sqlite3';

const STATEMENT_CACHE_LIMIT = 1000;

/**
 * `database` with its statements kept by SQL text. Kysely prepares every query afresh; with
 * better-sqlite3 that prepare costs more than running the query (queries bind values, so the set
 * stays small). The recompute's judges (db/read-only.ts) keep theirs the same way.
 */
export function withStatementCache(database: SQLite.Database): { close(): void; prepare(text: string): SQLite.Statement } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_LIMIT) statements.clear();
        statement = database.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}
