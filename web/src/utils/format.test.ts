import { beforeAll, describe, expect, it } from 'vitest';
import en from '../locales/en.ts';
import { i18n } from '../locales/index.ts';
import zh from '../locales/zh.ts';
import { dateOnly, formatDateTime, formatTime, numberFormatter, parseTime, pickerDate, timeAgo } from './format.ts';

beforeAll(async () => {
  await i18n.init({ resources: { en: { translation: en }, zh: { translation: zh } }, lng: 'en', fallbackLng: false });
});

describe('formatDateTime', () => {
  it('writes year-month-day hour:minute:second in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  it('reads ten-digit numbers as seconds', () => {
    const date = new Date(2026, 5, 1, 12, 0, 0);
    expect(formatDateTime(date.getTime() / 1000)).toBe('2026-06-01 12:00:00');
    expect(formatDateTime(String(date.getTime() / 1000))).toBe('2026-06-01 12:00:00');
    expect(formatDateTime(date.getTime())).toBe('2026-06-01 12:00:00');
  });

  it('leaves empty and unreadable values alone', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('follows a pattern', () => {
    expect(parseTime(new Date(2026, 2, 4, 5, 6, 7), '{y}/{m}/{d} {h}h{i}m{s}s')).toBe('2026/03/04 05h06m07s');
  });

  it('gives a picker value as YYYY-MM-DD', () => {
    expect(pickerDate({ format: (template) => (template === 'YYYY-MM-DD' ? '2026-03-04' : '?') })).toBe('2026-03-04');
    expect(pickerDate(null)).toBeUndefined();
  });

  it('keeps the first ten characters as the date', () => {
    expect(dateOnly('2026-03-04 10:11:12')).toBe('2026-03-04');
    expect(dateOnly(null)).toBe('');
  });
});

describe('formatTime (how long ago)', () => {
  const now = new Date(2026, 5, 10, 12, 0, 0).getTime();
  const before = (ms: number) => now - ms;

  it('says just now under 30 seconds', () => {
    expect(formatTime(before(29_000), undefined, { now, language: 'en' })).toBe('just now');
    expect(formatTime(before(29_000), undefined, { now, language: 'zh' })).toBe('刚刚');
  });

  it('counts minutes under an hour, hours under a day, then one day', () => {
    expect(formatTime(before(30_000), undefined, { now, language: 'en' })).toBe('1 minute ago');
    expect(formatTime(before(59 * 60_000), undefined, { now, language: 'en' })).toBe('59 minutes ago');
    expect(formatTime(before(3 * 3_600_000), undefined, { now, language: 'en' })).toBe('3 hours ago');
    expect(formatTime(before(36 * 3_600_000), undefined, { now, language: 'en' })).toBe('1 day ago');
  });

  it('gives older times as a date, through the pattern when there is one', () => {
    const old = new Date(2026, 5, 1, 8, 30, 0).getTime();
    expect(formatTime(old, '{y}-{m}-{d}', { now, language: 'en' })).toBe('2026-06-01');
    expect(formatTime(old, undefined, { now, language: 'en' })).toBe(new Intl.DateTimeFormat('en', { month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).format(old));
  });

  it('reads ten-digit timestamps as seconds', () => {
    expect(formatTime(Math.floor(before(2 * 3_600_000) / 1000), undefined, { now, language: 'en' })).toBe('2 hours ago');
  });
});

describe('timeAgo (the filter variant)', () => {
  const now = new Date(2026, 5, 10, 12, 0, 0).getTime();
  it('counts whole minutes, hours and days', () => {
    expect(timeAgo(now - 90_000, { now, language: 'en' })).toBe('1 minute ago');
    expect(timeAgo(now - 5 * 3_600_000, { now, language: 'en' })).toBe('5 hours ago');
    expect(timeAgo(now - 3 * 86_400_000, { now, language: 'en' })).toBe('3 days ago');
  });
});

describe('numberFormatter', () => {
  it('abbreviates with k, M, G, T, P and E', () => {
    expect(numberFormatter(999)).toBe('999');
    expect(numberFormatter(10_000)).toBe('10k');
    expect(numberFormatter(1_250_000, 1)).toBe('1.3M');
    expect(numberFormatter(1_200_000_000, 2)).toBe('1.2G');
    expect(numberFormatter(3e12)).toBe('3T');
    expect(numberFormatter(4e15)).toBe('4P');
    expect(numberFormatter(5e18)).toBe('5E');
  });
});
