import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { dialectOf, type Db } from './connection.ts';
import type { Database } from './schema.ts';

/** `column` equals `text` ignoring case (ASCII, as SQLite's lower() folds it). */
export function equalsIgnoringCase(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) = ${text.toLowerCase()}`;
}

/**
 * Case-insensitive `column LIKE '%text%'` with the wildcards of `text` escaped, so a search for
 * '%' or '_' finds that character rather than everything. SQLite's LIKE ignores case and
 * PostgreSQL's does not: lower() on both sides makes them agree.
 */
export function containing(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern.toLowerCase()} escape '\\'`;
}

/** A table's text columns with a trigram index over them (migration 008 builds it for source points). */
export interface TrigramIndexed {
  /** The table's integer key, which is the rowid of the SQLite index table. */
  key: string;
  columns: readonly string[];
  /** The SQLite FTS5 trigram table; PostgreSQL has pg_trgm indexes on `lower(column)`, which `containing` uses as it is. */
  sqliteIndex: string;
}

/**
 * PostgreSQL's trigram operator classes, installed once per database in public (a schema every
 * database has): the migration runs it, and so does a restore, whose archive holds the schema's
 * indexes but not the extension they use.
 */
export const TRIGRAM_EXTENSION_SQL = 'create extension if not exists pg_trgm with schema public';

/** A trigram is three characters: a shorter text has none and the index cannot find it. */
const TRIGRAM = 3;

/** Whether the trigram index can find `text`; a shorter text is compared row by row. */
export const trigramSearchable = (text: string) => [...text].length >= TRIGRAM;

/**
 * The query narrowed to the rows where any of the columns contains `text`, ignoring case, found
 * through the trigram index when the text is long enough for one. SQLite asks the FTS5 table for the
 * text as one phrase, which with the trigram tokenizer is exactly "contains, ignoring case" (case
 * folded as PostgreSQL's lower() folds it), and joins its rowids: read as `key in (…)`, the ids of a
 * common keyword (11 000 of 100 000 points) were first copied into a temporary index and each looked
 * up there, three times the work of walking them once. A shorter text is compared row by row, as
 * `containing` does on both databases.
 */
export function whereContainingAny<Q extends SelectQueryBuilder<Database, keyof Database, object>>(db: Db, query: Q, indexed: TrigramIndexed, text: string): Q {
  if (dialectOf(db) === 'sqlite' && trigramSearchable(text)) {
    const phrase = `"${text.replace(/"/g, '""')}"`;
    const matches = sql<{ rowid: number }>`(select rowid from ${sql.table(indexed.sqliteIndex)} where ${sql.table(indexed.sqliteIndex)} match ${phrase})`.as('keywordMatch');
    return query.innerJoin(matches, (join) => join.on(sql.ref('keywordMatch.rowid'), '=', sql.ref(indexed.key))) as unknown as Q;
  }
  return query.where(sql<boolean>`(${sql.join(indexed.columns.map((column) => containing(column, text)), sql` or `)})`) as Q;
}
