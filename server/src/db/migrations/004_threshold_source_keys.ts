import type { Kysely } from 'kysely';

/**
 * Threshold sources were stored as English sentences; they become the compact form of
 * formatThresholdSource ('cite:…', 'provisional[:surveys]'), which the web says in each language.
 * Text that is neither of the seeded sentences (typed by someone) stays as it is.
 */
const CITATIONS: [prefix: string, stored: string][] = [
  ['Li et al. 1999: Daurian ground squirrel', 'cite:li1999DauriaGroundSquirrel'],
  ['Li et al. 1999: Mongolian gerbil', 'cite:li1999MongolianGerbil'],
  ['WHO Plague Manual (1999)', 'cite:who1999RatFoci'],
];

function storedForm(text: string): string | undefined {
  const citation = CITATIONS.find(([prefix]) => text.startsWith(prefix));
  if (citation) return citation[1];
  if (!text.startsWith('Provisional:')) return undefined;
  const surveys = /Set from (\d+) surveys/.exec(text)?.[1];
  return surveys === undefined ? 'provisional' : `provisional:${surveys}`;
}

/** Runs on the server's connection, whose CamelCasePlugin maps these names to risk_threshold.focus_type. */
export async function up(db: Kysely<any>): Promise<void> {
  const rows: { focusType: string; source: string }[] = await db.selectFrom('riskThreshold').select(['focusType', 'source']).execute();
  for (const row of rows) {
    const source = storedForm(row.source);
    if (source !== undefined) await db.updateTable('riskThreshold').set({ source }).where('focusType', '=', row.focusType).execute();
  }
}
