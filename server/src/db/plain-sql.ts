import { CompiledQuery } from 'kysely';
import { dialectOf, type Db } from './connection.ts';

const NUMBERED_LIMIT = 1000;
const numbered = new Map<string, string>();

/** `text` with PostgreSQL's numbered placeholders for its `?`s, worked out once per text. */
function withNumberedPlaceholders(text: string): string {
  let result = numbered.get(text);
  if (result === undefined) {
    let index = 0;
    result = text.replace(/\?/g, () => `$${++index}`);
    if (numbered.size >= NUMBERED_LIMIT) numbered.clear();
    numbered.set(text, result);
  }
  return result;
}

/**
 * Runs SQL written as text with `?` placeholders, answering its rows as the database names their
 * columns. For the statements of a survey write's evaluation, which run on every write: Kysely
 * builds a frozen tree of nodes for each `sql` template and compiles it again on every call, which
 * cost more than SQLite took to run them. The text must not hold a `?` other than a placeholder.
 */
export async function runPlainSql<Row>(db: Db, text: string, parameters: readonly unknown[]): Promise<Row[]> {
  const compiled = CompiledQuery.raw(dialectOf(db) === 'postgres' ? withNumberedPlaceholders(text) : text, parameters as unknown[]);
  return (await db.withoutPlugins().executeQuery<Row>(compiled)).rows;
}

/** `count` placeholders separated by commas, for an `in (…)` list. */
export const placeholders = (count: number) => (count === 0 ? '' : `?${',?'.repeat(count - 1)}`);
