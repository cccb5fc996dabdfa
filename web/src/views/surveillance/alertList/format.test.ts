import { describe, expect, it } from 'vitest';
import { formatMeasure } from '../../../utils/format.ts';
import { observedOfThreshold } from './format.ts';

describe('alert figures', () => {
  it('keep three decimals at most, written as the language writes numbers', () => {
    expect(formatMeasure(0.5940000000000001, 'en')).toBe('0.594');
    expect(formatMeasure(0.5940000000000001, 'es')).toBe('0,594');
    expect(formatMeasure(2, 'zh')).toBe('2');
    expect(formatMeasure(13.7, 'ja')).toBe('13.7');
    expect(observedOfThreshold({ observed: 1.04, threshold: 0.7180000000000001 }, 'en')).toBe('1.04 / 0.718');
  });
});
