import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../connection.ts';

/** An auto-incrementing integer primary key, spelled the way each dialect wants it. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T>, column: string) {
  return dialectOf(db) === 'postgres'
    ? table.addColumn(column, 'serial', (col) => col.primaryKey())
    : table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());
}

/** created_at/by, updated_at/by and the optimistic-concurrency version every record carries. */
export function withAudit<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1));
}
