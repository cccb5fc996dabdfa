import { sql, type RawBuilder } from 'kysely';

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
