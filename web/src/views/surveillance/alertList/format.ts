import type { Alert, Language } from '@ews/contract';
import { formatMeasure } from '../../../utils/format.ts';

/** 'observed / threshold' of an alert. */
export const observedOfThreshold = (alert: Pick<Alert, 'observed' | 'threshold'>, language: Language) => `${formatMeasure(alert.observed, language)} / ${formatMeasure(alert.threshold, language)}`;
