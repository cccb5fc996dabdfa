import type { Language } from '@ews/contract';

export type TimeValue = string | number | Date;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date from a Date, a date string, or a timestamp: ten-digit timestamps are seconds, longer ones
 * milliseconds. A bare 'YYYY-MM-DD' (a survey's date, an alert's) names a local day: JavaScript
 * reads it as midnight UTC, the day before west of Greenwich.
 */
function toDate(value: TimeValue): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const number = Number(value);
    return new Date(String(Math.trunc(number)).length === 10 ? number * 1000 : number);
  }
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00` : value);
}

/** The console's date format: year-month-day hour:minute:second. */
const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

/**
 * A time in local time through a pattern of {y} {m} {d} {h} {i} (minutes) {s}; '' for no time,
 * the value as it is when it is no date.
 */
export function parseTime(value: TimeValue | null | undefined, pattern: string = DEFAULT_TIME_PATTERN): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
  };
  return pattern.replace(/\{([ymdhis])\}/g, (_, key: string) => (key === 'y' ? String(parts.y) : pad(parts[key] ?? 0)));
}

/** The console's date format, year-month-day hour:minute:second, in local time; '' for no date. */
export function formatDateTime(value: TimeValue | null | undefined): string {
  return parseTime(value);
}

/** The 'YYYY-MM-DD' of a date picker value (anything with dayjs' format()). */
export function pickerDate(value: { format(template: string): string } | null | undefined): string | undefined {
  return value ? value.format('YYYY-MM-DD') : undefined;
}

/**
 * A measurement as the user's language writes numbers (1,04 in Spanish), to three decimals at
 * most: an anomaly threshold is an interpolated percentile such as 0.5940000000000001.
 */
export function formatMeasure(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
}

const SINCE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  // Months and years as whole spans of days: a signal of two years ago reads so, not "730 days ago".
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago `value` was, in the largest whole unit (years, months, days, hours, minutes) and the reader's
 * language ("3 hours ago", "3小时前"); '' for no time. A signal's age is what an analyst weighs.
 */
export function timeSince(value: TimeValue | null | undefined, language: Language, now = Date.now()): string {
  if (value === null || value === undefined || value === '') return '';
  const elapsed = Math.max(now - toDate(value).getTime(), 0);
  if (Number.isNaN(elapsed)) return '';
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const [unit, size] = SINCE_UNITS.find(([, size]) => elapsed >= size) ?? SINCE_UNITS.at(-1)!;
  return format.format(-Math.floor(elapsed / size), unit);
}
