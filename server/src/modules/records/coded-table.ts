import type { ScopeDivision, ScopePlace, TextKey } from '@ews/contract';
import { type Generated, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { storedByCode, type ImportPlan } from '../transfer/import.ts';
import type { RecordSpec, RemovalSpec } from './save.ts';

/** The record tables whose rows carry a unique code and a place under the data scope, and each one's id column. */
const ID_COLUMN = { sourcePoint: 'sourceId', outbreak: 'outbreakId' } as const;
type CodedTable = keyof typeof ID_COLUMN;

/**
 * The coded tables seen through the columns this file names itself. Kysely cannot type a write to
 * a table chosen at run time, so each query here goes through this view, and the rows it writes,
 * typed by the caller against the real table, are cast to it.
 */
interface CodedRow {
  sourceId: Generated<number>;
  outbreakId: Generated<number>;
  code: string;
  version: number;
}
const coded = (db: Db) => db as unknown as Kysely<Record<CodedTable, CodedRow>>;
type Row = Insertable<CodedRow>;

/** The columns a save or an import writes to `T`, without the create and update stamps. */
export type CodedColumns<T extends CodedTable> = Omit<Insertable<Database[T]>, 'createdAt' | 'createdBy' | 'updatedAt' | 'updatedBy' | 'version'> & ScopeDivision & { code: string };

interface CodedTableSpec<R> {
  entity: string;
  /** Reads one record across every scope: the callers check the scope themselves. */
  find(db: Db, id: number): Promise<R | undefined>;
  /** The message of a save whose code another record holds. */
  codeTaken: TextKey;
}

/** What source points and outbreaks share: saved, imported and deleted the same way, each into its own table with its own columns. */
export function codedTable<T extends CodedTable, R extends ScopePlace>(table: T, spec: CodedTableSpec<R>) {
  const name: CodedTable = table;
  const idColumn: (typeof ID_COLUMN)[CodedTable] = ID_COLUMN[table];

  /** How a record with these columns is stored: by a save, or by an import that updates. */
  const record = (columns: CodedColumns<T>): RecordSpec<R> => ({
    entity: spec.entity,
    find: spec.find,
    scope: { target: columns, placeOf: (stored) => stored },
    insert: async (db, stamp) => {
      const row = { ...columns, ...stamp } as unknown as Row;
      const inserted = await coded(db).insertInto(name).values(row).returning(idColumn).executeTakeFirstOrThrow();
      return inserted[idColumn];
    },
    update: (db, id, version, stamp) =>
      coded(db)
        .updateTable(name)
        .set({ ...columns, ...stamp } as unknown as Row)
        .where(idColumn, '=', id)
        .where('version', '=', version)
        .executeTakeFirst(),
  });

  return {
    record,

    /** Refuses (40900) a code that a record other than `exceptId` holds. */
    async assertCodeFree(db: Db, code: string, exceptId?: number): Promise<void> {
      let query = coded(db).selectFrom(name).select('code').where('code', '=', code);
      if (exceptId !== undefined) query = query.where(idColumn, '!=', exceptId);
      if (await query.executeTakeFirst()) throw conflict(spec.codeTaken);
    },

    /** The part of an import plan that is the same for every coded table. */
    importPlan: {
      entity: spec.entity,
      codeOf: (value: { code: string }) => value.code,
      stored: (db: Db, codes: string[]) => storedByCode(db, table, ID_COLUMN[table], codes),
      record,
      placeOf: (row: CodedColumns<T>) => row,
      insert: async (db: Db, written: CodedColumns<T>[]) => {
        await coded(db).insertInto(name).values(written as unknown as Row[]).execute();
      },
    } satisfies Partial<ImportPlan<{ code: string }, CodedColumns<T>>>,

    /** Deleting one (passed over outside the caller's scope); `detach` first lets go of what refers to it. */
    removal(detach?: (db: Db, id: number) => Promise<unknown>): RemovalSpec<R> {
      return {
        entity: spec.entity,
        find: spec.find,
        placeOf: (stored) => stored,
        remove: async (db, id) => {
          await detach?.(db, id);
          await coded(db).deleteFrom(name).where(idColumn, '=', id).execute();
        },
      };
    },
  };
}
