import type { Alert, Language } from '@ews/contract';

/**
 * An observed value or threshold as the user's language writes numbers, to three decimals at
 * most: an anomaly threshold is an interpolated percentile such as 0.5940000000000001.
 */
export function formatMeasure(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(value);
}

/** 'observed / threshold' of an alert. */
export const observedOfThreshold = (alert: Pick<Alert, 'observed' | 'threshold'>, language: Language) => `${formatMeasure(alert.observed, language)} / ${formatMeasure(alert.threshold, language)}`;
