import type { FocusType } from '@ews/contract';

export interface ThresholdDefault {
  hostDensity: number;
  fleaIndex: number;
  densityUnit: 'perHectare' | 'captureRate';
  source: string;
}

export const PERCENTILE_NOTE = 'Provisional: DESIGN §6 starts this focus type at the 90th percentile of its own survey history; recomputed from history when it exists, edit once local evidence is set.';

/** Seeded defaults (DESIGN §6) with the source each comes from, shown on the rules screen. */
export const THRESHOLD_DEFAULTS: Record<FocusType, ThresholdDefault> = {
  dauriaGroundSquirrel: { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare', source: 'Li et al. 1999: Daurian ground squirrel density ≥ 1 per hm² with flea index ≥ 1' },
  mongolianGerbil: { hostDensity: 50, fleaIndex: 1, densityUnit: 'perHectare', source: 'Li et al. 1999: Mongolian gerbil density ≥ 50 per hm² with flea index ≥ 1' },
  yellowChestedRat: { hostDensity: 5, fleaIndex: 1, densityUnit: 'captureRate', source: 'WHO Plague Manual (1999): Xenopsylla cheopis index > 1 signals risk in rat foci; capture rate provisional' },
  himalayanMarmot: { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare', source: PERCENTILE_NOTE },
  greyMarmot: { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare', source: PERCENTILE_NOTE },
  redMarmot: { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare', source: PERCENTILE_NOTE },
  mongolianMarmot: { hostDensity: 1, fleaIndex: 1, densityUnit: 'perHectare', source: PERCENTILE_NOTE },
  brandtsVole: { hostDensity: 300, fleaIndex: 1, densityUnit: 'perHectare', source: PERCENTILE_NOTE },
  alashanGroundSquirrel: { hostDensity: 2, fleaIndex: 1, densityUnit: 'perHectare', source: PERCENTILE_NOTE },
  qinghaiVole: { hostDensity: 200, fleaIndex: 1, densityUnit: 'perHectare', source: PERCENTILE_NOTE },
  greatGerbil: { hostDensity: 10, fleaIndex: 1, densityUnit: 'perHectare', source: PERCENTILE_NOTE },
  chevriersFieldMouse: { hostDensity: 10, fleaIndex: 1, densityUnit: 'captureRate', source: PERCENTILE_NOTE },
  other: { hostDensity: 10, fleaIndex: 1, densityUnit: 'perHectare', source: PERCENTILE_NOTE },
};
