import { sql, type RawBuilder } from 'kysely';

/**
 * Case-insensitive `column LIKE '%text%'` with the wildcards of `text` escaped, so a search for
 * '%' or '_' finds that character rather than everything. SQLite's LIKE ignores case and
 * PostgreSQL's does not: lower() on both sides makes them agree.
 */
export function containing(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern.toLowerCase()} escape '\\'`;
}
