/**
 * Rows in slices of `size`: a statement with every row at once would pass the databases' limit on
 * bound parameters (SQLite's 32 766, PostgreSQL's 65 535) for a large write or `in (…)` list.
 */
export function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
