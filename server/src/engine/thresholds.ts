import type { FocusType } from '@ews/contract';
import { formatThresholdSource, type ThresholdCitation } from '@ews/contract/schemas/surveillance';

export interface ThresholdDefault {
  hostDensity: number;
  fleaIndex: number;
  densityUnit: 'perHectare' | 'captureRate';
  /** formatThresholdSource's form: the web says it in the user's language. */
  source: string;
}

/** Focus types without a literature threshold start at the 90th percentile of their own history. */
export const PROVISIONAL = formatThresholdSource({ provisional: true });
const cite = (citation: ThresholdCitation) => formatThresholdSource({ citation });

/** Seeded defaults with the source each comes from, shown on the rules screen. */
export const THRESHOLD_DEFAULTS: Record<FocusType, ThresholdDefault> = {
  dauriaGroundSquirrel: { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare', source: cite('li1999DauriaGroundSquirrel') },
  mongolianGerbil: { hostDensity: 50, fleaIndex: 1, densityUnit: 'perHectare', source: cite('li1999MongolianGerbil') },
  yellowChestedRat: { hostDensity: 5, fleaIndex: 1, densityUnit: 'captureRate', source: cite('who1999RatFoci') },
  himalayanMarmot: { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare', source: PROVISIONAL },
  greyMarmot: { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare', source: PROVISIONAL },
  redMarmot: { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare', source: PROVISIONAL },
  mongolianMarmot: { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare', source: PROVISIONAL },
  brandtsVole: { hostDensity: 300, fleaIndex: 1, densityUnit: 'perHectare', source: PROVISIONAL },
  alashanGroundSquirrel: { hostDensity: 2, fleaIndex: 1, densityUnit: 'perHectare', source: PROVISIONAL },
  qinghaiVole: { hostDensity: 200, fleaIndex: 1, densityUnit: 'perHectare', source: PROVISIONAL },
  greatGerbil: { hostDensity: 10, fleaIndex: 1, densityUnit: 'perHectare', source: PROVISIONAL },
  chevriersFieldMouse: { hostDensity: 10, fleaIndex: 1, densityUnit: 'captureRate', source: PROVISIONAL },
  other: { hostDensity: 10, fleaIndex: 1, densityUnit: 'perHectare', source: PROVISIONAL },
};
