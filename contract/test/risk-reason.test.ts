import { describe, expect, it } from 'vitest';
import { formatRiskReason, parseRiskReason } from '../src/schemas/surveillance.ts';

describe('the stored risk reason of a source point', () => {
  it('reads back what was stored, figures included', () => {
    expect(formatRiskReason({ rule: 'isolate', observed: 2, threshold: 1 })).toBe('isolate:2/1');
    expect(parseRiskReason('isolate:2/1')).toEqual({ rule: 'isolate', observed: 2, threshold: 1 });
    expect(parseRiskReason(formatRiskReason({ rule: 'anomaly', observed: 3.25, threshold: 1.5 }))).toEqual({ rule: 'anomaly', observed: 3.25, threshold: 1.5 });
  });

  it('is none when nothing decides the level, or the text is not a reason', () => {
    expect(formatRiskReason(undefined)).toBe('');
    expect(parseRiskReason('')).toBeUndefined();
    expect(parseRiskReason('unknownRule:1/2')).toBeUndefined();
    expect(parseRiskReason('isolate:two/1')).toBeUndefined();
  });
});
