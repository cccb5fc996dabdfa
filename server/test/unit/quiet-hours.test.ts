import { describe, expect, it } from 'vitest';
import { heldByQuietHours, quietUntil } from '../../src/modules/notifications/quiet-hours.ts';

const at = (iso: string) => Date.parse(iso);

describe('quiet hours', () => {
  it('hold inside a span within one day, and end at its end', () => {
    expect(quietUntil(at('2026-11-26T12:30:15Z'), '12:00', '14:00', 'UTC')).toBe(at('2026-11-26T14:00:00Z'));
    expect(quietUntil(at('2026-11-26T14:00:00Z'), '12:00', '14:00', 'UTC')).toBeUndefined();
    expect(quietUntil(at('2026-11-26T11:59:59Z'), '12:00', '14:00', 'UTC')).toBeUndefined();
  });

  it('span midnight when they end earlier than they start', () => {
    expect(quietUntil(at('2026-11-26T23:10:00Z'), '22:00', '07:00', 'UTC')).toBe(at('2026-11-27T07:00:00Z'));
    expect(quietUntil(at('2026-11-27T03:00:00Z'), '22:00', '07:00', 'UTC')).toBe(at('2026-11-27T07:00:00Z'));
    expect(quietUntil(at('2026-11-27T12:00:00Z'), '22:00', '07:00', 'UTC')).toBeUndefined();
  });

  it('are read in the channel’s time zone', () => {
    // 15:30 UTC is 23:30 in Shanghai (UTC+8): quiet until 07:00 there, 23:00 UTC.
    expect(quietUntil(at('2026-11-26T15:30:00Z'), '22:00', '07:00', 'Asia/Shanghai')).toBe(at('2026-11-26T23:00:00Z'));
    expect(quietUntil(at('2026-11-26T15:30:00Z'), '22:00', '07:00', 'UTC')).toBeUndefined();
  });

  it('are none when unset or empty', () => {
    expect(quietUntil(at('2026-11-26T12:00:00Z'), '', '', 'UTC')).toBeUndefined();
    expect(quietUntil(at('2026-11-26T12:00:00Z'), '08:00', '08:00', 'UTC')).toBeUndefined();
  });
});

describe('what quiet hours may hold (issue 41)', () => {
  it('hold only the lowest two priorities', () => {
    expect(heldByQuietHours({ priority: 'moderate', rule: 'serology' })).toBe(true);
    expect(heldByQuietHours({ priority: 'low', rule: 'fleaIndex' })).toBe(true);
    expect(heldByQuietHours({ priority: 'high', rule: 'deadAnimals' })).toBe(false);
    expect(heldByQuietHours({ priority: 'urgent', rule: 'fleaAndDensity' })).toBe(false);
  });

  it('never hold a suspected case or an isolate, whatever priority it carries', () => {
    expect(heldByQuietHours({ priority: 'urgent', rule: 'humanCase' })).toBe(false);
    expect(heldByQuietHours({ priority: 'high', rule: 'isolate' })).toBe(false);
    expect(heldByQuietHours({ priority: 'low', rule: 'humanCase' })).toBe(false);
    expect(heldByQuietHours({ priority: 'moderate', rule: 'isolate' })).toBe(false);
  });
});
