import type { Alert, Language, RegionNode } from '@ews/contract';
import { signalSite } from '../../../components/domain/labels.tsx';
import { regionName } from '../../../components/domain/regions.ts';
import { formatMeasure } from '../../../utils/format.ts';

/** 'observed / threshold' of an alert. */
export const observedOfThreshold = (alert: Pick<Alert, 'observed' | 'threshold'>, language: Language) => `${formatMeasure(alert.observed, language)} / ${formatMeasure(alert.threshold, language)}`;

/**
 * What an alert's drawer and dialogs are titled by: its site, code and name, or for a signal at no
 * site (a case's, an outbreak record's) its place as the list writes it ('Qinghai / Gonghe County').
 */
export function alertSubject(alert: Pick<Alert, 'sourceCode' | 'sourceName' | 'provinceCode' | 'countyCode' | 'countyName'>, regions: readonly RegionNode[], language: Language): string {
  if (alert.sourceCode) return signalSite(alert);
  return [regionName(alert.provinceCode, '', regions, language), regionName(alert.countyCode, alert.countyName, regions, language)].filter(Boolean).join(' / ');
}
