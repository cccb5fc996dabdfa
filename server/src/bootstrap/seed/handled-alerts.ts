import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database } from '../../db/schema.ts';

type Alerts = SelectQueryBuilder<Database, 'alert', object>;

/**
 * Closes the demo's alerts that `which` selects as handled: each gets the event of its closing, so
 * that its status is its last event's as for every alert a person moved (backups check this). Two
 * statements however many alerts, not two each (a third of the seed's time on PostgreSQL).
 */
export async function closeAsHandled(db: Db, which: (alerts: Alerts) => Alerts, note: string, at: string): Promise<void> {
  await db
    .insertInto('alertEvent')
    .columns(['alertId', 'fromStatus', 'toStatus', 'note', 'username', 'at'])
    .expression(
      which(db.selectFrom('alert'))
        .orderBy('alertId')
        .select((eb) => {
          const text = (value: string) => eb.cast<string>(eb.val(value), 'text');
          return ['alertId', 'status', text('closed').as('toStatus'), text(note).as('note'), text('demo').as('username'), text(at).as('at')];
        }),
    )
    .execute();
  await db
    .updateTable('alert')
    .set({ status: 'closed' })
    .where('alertId', 'in', which(db.selectFrom('alert')).select('alertId'))
    .execute();
}
