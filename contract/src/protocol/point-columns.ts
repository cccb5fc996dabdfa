import { FOCUS_TYPE_KEYS, RISK_LEVELS, SIGNAL_PRIORITIES, SOURCE_STATUSES } from '../domain.ts';

/*
 * The maps' points sent by column (issue 20), without zod: the zod schemas (schemas/public.ts,
 * schemas/dashboard.ts) and the dashboard's zod-free check of its answer (protocol/shell.ts) both
 * take their columns' entries and their agreement from here (map-points.ts turns points into
 * columns and back).
 */

/** What every entry of a column is: as JSON Schema (for OpenAPI) and as a plain check. */
export interface ColumnEntry<T> {
  jsonSchema: Record<string, unknown>;
  is(value: unknown): value is T;
}

const wholeNumber = (minimum?: number, maximum?: number): ColumnEntry<number> => ({
  jsonSchema: { type: 'integer', ...(minimum === undefined ? {} : { minimum }), ...(maximum === undefined ? {} : { maximum }) },
  is: (value): value is number => Number.isSafeInteger(value) && (minimum === undefined || (value as number) >= minimum) && (maximum === undefined || (value as number) <= maximum),
});
const anyNumber: ColumnEntry<number> = { jsonSchema: { type: 'number' }, is: (value): value is number => Number.isFinite(value) };
export const TEXT_ENTRY: ColumnEntry<string> = { jsonSchema: { type: 'string' }, is: (value): value is string => typeof value === 'string' };
const index = (count: number) => wholeNumber(0, count - 1);

/**
 * The entries of every map's point columns. Entry i of every column is point i, in ascending id;
 * `id` holds each id less the one before it (the first: itself); enums are indices into the
 * contract's lists (FOCUS_TYPE_KEYS, SOURCE_STATUSES, RISK_LEVELS, SIGNAL_PRIORITIES, the last with
 * -1 for no open signal) and `division` an index into the answer's `divisions`.
 */
export const POINT_COLUMN_ENTRIES = {
  id: wholeNumber(),
  code: TEXT_ENTRY,
  focusType: index(FOCUS_TYPE_KEYS.length),
  status: index(SOURCE_STATUSES.length),
  riskLevel: index(RISK_LEVELS.length),
  openPriority: wholeNumber(-1, SIGNAL_PRIORITIES.length - 1),
  division: wholeNumber(0),
  longitude: anyNumber,
  latitude: anyNumber,
} as const;

/** Whether `value` is a column of `entry`s, checked in one pass. */
export const isColumnOf =
  <T>(entry: ColumnEntry<T>) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(entry.is);

/** Whether the columns agree: one entry per point in each, and every division one of `divisions`. */
export function columnsAgree(columns: { id: unknown[]; division: number[]; divisions: unknown[] }): boolean {
  const rows = columns.id.length;
  const lists = Object.entries(columns).filter(([key]) => key !== 'divisions') as [string, unknown[]][];
  return lists.every(([, list]) => list.length === rows) && columns.division.every((division) => division < columns.divisions.length);
}

export const COLUMNS_AGREE_MESSAGE = 'every column holds one entry per point, and every division is one of divisions';
