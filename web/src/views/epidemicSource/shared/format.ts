import type { DatePrecision } from '@ews/contract';

/** An onset as precisely as it is known: '1960' to the year, '1960-08' to the month, else the day. */
export function formatOnset(date: string, precision: DatePrecision): string {
  if (precision === 'year') return date.slice(0, 4);
  if (precision === 'month') return date.slice(0, 7);
  return date;
}

/** Case fatality as a percentage with one decimal; '—' without cases. */
export function formatFatality(fatality: number | null): string {
  return fatality === null ? '—' : `${fatality.toFixed(1)}%`;
}

/** The date picker of each precision: a year, a month or a day is chosen. */
export const PICKER_OF: Record<DatePrecision, 'year' | 'month' | 'date'> = { year: 'year', month: 'month', day: 'date' };
export const FORMAT_OF: Record<DatePrecision, string> = { year: 'YYYY', month: 'YYYY-MM', day: 'YYYY-MM-DD' };
