import { describe, expect, it, vi } from 'vitest';
import { formatDateTime, parseTime, pickerDate, timeSince } from './format.ts';

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

  it('reads a bare date as that day where the reader is, west of Greenwich too', () => {
    // Node follows a change of TZ at once.
    vi.stubEnv('TZ', 'America/Mexico_City');
    try {
      expect(parseTime('2026-09-20', '{y}-{m}-{d}')).toBe('2026-09-20');
      expect(parseTime('2026-09-20T12:00:00Z', '{y}-{m}-{d} {h}')).toBe('2026-09-20 06');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('follows a pattern', () => {
    expect(parseTime(new Date(2026, 2, 4, 5, 6, 7), '{y}/{m}/{d} {h}h{i}m{s}s')).toBe('2026/03/04 05h06m07s');
  });

  it('gives a picker value as YYYY-MM-DD', () => {
    expect(pickerDate({ format: (template) => (template === 'YYYY-MM-DD' ? '2026-03-04' : '?') })).toBe('2026-03-04');
    expect(pickerDate(null)).toBeUndefined();
  });
});

describe('timeSince', () => {
  const now = Date.parse('2026-12-07T12:00:00Z');
  it('says how long ago in the largest whole unit, in each language', () => {
    expect(timeSince('2026-12-07T09:30:00Z', 'en', now)).toBe('2 hours ago');
    expect(timeSince('2026-12-04T11:00:00Z', 'en', now)).toBe('3 days ago');
    expect(timeSince('2026-11-10T11:00:00Z', 'en', now)).toBe('27 days ago');
    expect(timeSince('2026-10-01T11:00:00Z', 'en', now)).toBe('2 months ago');
    expect(timeSince('2024-11-01T11:00:00Z', 'en', now)).toBe('2 years ago');
    expect(timeSince('2024-11-01T11:00:00Z', 'zh', now)).toBe('2年前');
    expect(timeSince('2026-12-07T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(timeSince('2026-12-07T09:30:00Z', 'zh', now)).toBe('2小时前');
    expect(timeSince('2026-12-04T11:00:00Z', 'es', now)).toBe('hace 3 días');
    expect(timeSince('2026-12-07T09:30:00Z', 'ja', now)).toBe('2 時間前');
  });

  it('reads a moment ago as this minute, and nothing for no time', () => {
    expect(timeSince('2026-12-07T12:00:00Z', 'en', now)).toBe('this minute');
    expect(timeSince('', 'en', now)).toBe('');
    expect(timeSince(null, 'en', now)).toBe('');
  });
});
