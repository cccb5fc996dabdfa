/** A refusal or a file that cannot be restored: its message is meant for the operator, as it is, without a stack. */
export class BackupError extends Error {}

/** Tables whose presence tells a backup of this console from any other database file. */
export const CONSOLE_TABLES = ['kysely_migration', 'sys_user'];

export function missingConsoleTables(tables: Iterable<string>): string[] {
  const present = new Set(tables);
  return CONSOLE_TABLES.filter((table) => !present.has(table));
}
