import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, preparingAlone, type Db } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { DEFAULT_TEST_DATABASE_URL } from '../support/harness.ts';

/*
 * One PostgreSQL database often holds other schemas than the console's (another deployment, a
 * test that finishes): the console's start must not fail when they come and go while it migrates.
 */

const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
const STARTS = 6;
const name = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

describe('migrations while other schemas of the database come and go', () => {
  const prepared: string[] = [];
  const admin = openDatabase({ databaseUrl: url, databaseSchema: undefined, dataDir: '' });
  afterAll(async () => {
    for (const schema of prepared) await admin.schema.dropSchema(schema).ifExists().cascade().execute();
    await admin.destroy();
  });

  it('prepares every schema it is asked to, whatever is dropped meanwhile', async () => {
    let churning = true;
    const churn = async () => {
      while (churning) {
        const other = name('churn');
        await sql`create schema ${sql.id(other)}`.execute(admin);
        await sql`create table ${sql.id(other, 'filler')} (id serial primary key, label text)`.execute(admin);
        await sql`drop schema ${sql.id(other)} cascade`.execute(admin);
      }
    };
    const churners = [churn(), churn()];
    const failures: string[] = [];
    try {
      for (let start = 0; start < STARTS; start++) {
        const schema = name('t_churned');
        prepared.push(schema);
        await preparingAlone({ databaseUrl: url, databaseSchema: schema }, async () => {
          const db: Db = openDatabase({ databaseUrl: url, databaseSchema: schema, dataDir: '' });
          try {
            await migrateToLatest(db, schema);
          } catch (error) {
            failures.push(String(error));
          } finally {
            await db.destroy();
          }
        });
      }
    } finally {
      churning = false;
      await Promise.all(churners);
    }
    expect(failures).toEqual([]);
  });
});
