import { describe, expect, it } from 'vitest';
import { formatRiskReason, parseRiskReason } from '../src/domain.ts';
import { formatThresholdSource, parseThresholdSource } from '../src/schemas/surveillance.ts';

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

describe('the stored source of a threshold', () => {
  it('reads back a citation and the provisional start, with the surveys it was set from', () => {
    expect(formatThresholdSource({ citation: 'who1999RatFoci' })).toBe('cite:who1999RatFoci');
    expect(parseThresholdSource('cite:who1999RatFoci')).toEqual({ citation: 'who1999RatFoci' });
    expect(formatThresholdSource({ provisional: true })).toBe('provisional');
    expect(parseThresholdSource('provisional')).toEqual({ provisional: true });
    expect(parseThresholdSource(formatThresholdSource({ provisional: true, surveys: 812 }))).toEqual({ provisional: true, surveys: 812 });
  });

  it('leaves any other text to be shown as it is', () => {
    expect(parseThresholdSource('cite:someoneElse2020')).toBeUndefined();
    expect(parseThresholdSource('provisional:many')).toBeUndefined();
    expect(parseThresholdSource('Local survey office, 2024')).toBeUndefined();
  });
});
