/**
 * `rows` sorted by `compare`, in place, unless they already are. An aggregate without ORDER BY
 * hands its rows over in the order of the index it read, which SQL does not promise: checking
 * that order costs one comparison a row, where asking the database to sort cost a temporary
 * B-tree per aggregate (two thirds of a survey write's evaluation read on SQLite).
 */
export function inOrder<T>(rows: T[], compare: (a: T, b: T) => number): T[] {
  for (let index = 1; index < rows.length; index++) if (compare(rows[index - 1]!, rows[index]!) > 0) return rows.sort(compare);
  return rows;
}
