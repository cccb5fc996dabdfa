import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { riskReasonText } from './labels.tsx';

/** A translator that shows the key and the figures it was given. */
const t = ((key: string, values: { observed: string; threshold: string }) => `${key} ${values.observed} > ${values.threshold}`) as unknown as TFunction;

describe('riskReasonText', () => {
  it('writes the stored figures as the alert list does: three decimals at most, in the reader’s way of writing numbers', () => {
    // An anomaly threshold is an interpolated percentile, stored as the engine computed it.
    expect(riskReasonText(t, 'anomaly:0.77/0.6779999999999999', 'en')).toBe('surveillance.alert.explain.anomaly 0.77 > 0.678');
    expect(riskReasonText(t, 'anomaly:0.77/0.6779999999999999', 'es')).toBe('surveillance.alert.explain.anomaly 0,77 > 0,678');
    expect(riskReasonText(t, '', 'en')).toBe('—');
  });
});
