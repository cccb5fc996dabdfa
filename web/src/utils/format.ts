import type { Language } from '@ews/contract';
import { i18n } from '../locales/index.ts';

export type TimeValue = string | number | Date;

const pad = (value: number) => String(value).padStart(2, '0');

/** A date from a Date, a date string, or a timestamp: ten-digit timestamps are seconds (SPEC §9). */
export function toDate(value: TimeValue): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const number = Number(value);
    return new Date(String(Math.trunc(number)).length === 10 ? number * 1000 : number);
  }
  return new Date(value);
}

/** SPEC §9's default date format: year-month-day hour:minute:second. */
export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

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

/** SPEC §9's default date format, year-month-day hour:minute:second, in local time; '' for no date. */
export function formatDateTime(value: TimeValue | null | undefined): string {
  return parseTime(value);
}

/** SPEC §9's date filter: the first ten characters ('2026-03-04 10:00:00' → '2026-03-04'). */
export function dateOnly(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}

/** The 'YYYY-MM-DD' of a date picker value (anything with dayjs' format()). */
export function pickerDate(value: { format(template: string): string } | null | undefined): string | undefined {
  return value ? value.format('YYYY-MM-DD') : undefined;
}

interface RelativeOptions {
  /** The current time in ms, for tests. */
  now?: number;
  /** The interface language; i18next's current one by default. */
  language?: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(count: number, unit: 'minute' | 'hour' | 'day', language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-count, unit);
}

/**
 * How long ago, SPEC §9: under 30 s 'just now', under an hour in minutes, under a day in hours,
 * under two days '1 day ago'; older times as a date (through `pattern` when given).
 */
export function formatTime(value: TimeValue, pattern?: string, { now = Date.now(), language = i18n.language }: RelativeOptions = {}): string {
  const date = toDate(value);
  const elapsed = now - date.getTime();
  if (elapsed < 30 * SECOND) return i18n.t('time.justNow', { lng: language });
  if (elapsed < HOUR) return ago(Math.ceil(elapsed / MINUTE), 'minute', language);
  if (elapsed < DAY) return ago(Math.ceil(elapsed / HOUR), 'hour', language);
  if (elapsed < 2 * DAY) return ago(1, 'day', language);
  if (pattern) return parseTime(date, pattern);
  return new Intl.DateTimeFormat(language, { month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).format(date);
}

/** SPEC §9's filter variant of how long ago: whole minutes under an hour, hours under a day, else days. */
export function timeAgo(value: TimeValue, { now = Date.now(), language = i18n.language }: RelativeOptions = {}): string {
  const elapsed = Math.max(0, now - toDate(value).getTime());
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute', language);
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour', language);
  return ago(Math.floor(elapsed / DAY), 'day', language);
}

const SI_UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** SPEC §9: 10 000 → '10k', 1 250 000 → '1.3M' (with one digit), up to E; smaller numbers as they are. */
export function numberFormatter(value: number, digits = 0): string {
  const unit = SI_UNITS.find((candidate) => Math.abs(value) >= candidate.value);
  if (!unit) return String(value);
  return (value / unit.value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1') + unit.symbol;
}

/**
 * A measurement as the user's language writes numbers (1,04 in Spanish), to three decimals at
 * most: an anomaly threshold is an interpolated percentile such as 0.5940000000000001.
 */
export function formatMeasure(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
}
