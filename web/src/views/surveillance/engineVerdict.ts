import type { Survey } from '@ews/contract';
import type { TFunction } from 'i18next';
import { api } from '../../api/index.ts';

/**
 * What the engine made of a stored survey, in a sentence: its point's risk now. The survey
 * list's drawer and the field screen say the same after a save. Without an answer for the point
 * (the network went), it says only that the survey was stored.
 */
export async function engineVerdict(survey: Pick<Survey, 'sourceId' | 'sourceCode' | 'sourceName'>, t: TFunction): Promise<string> {
  const source = await api.sourceGet({ sourceId: survey.sourceId }).catch(() => undefined);
  if (!source) return t('common.saved');
  return t('surveillance.survey.savedWithAlerts', { source: `${survey.sourceCode} ${survey.sourceName}`, risk: t(`epidemic.risk.${source.riskLevel}`) });
}
