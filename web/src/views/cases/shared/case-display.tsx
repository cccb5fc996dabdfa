import type { HumanCase } from '@ews/contract';
import { CASE_REPORT_HOURS, type CaseClassification } from '@ews/contract/domain';
import { Space } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TintTag, type TagColour } from '../../../components/TintTag.tsx';
import { ALERT_LIST_PATH } from '../../surveillance/paths.ts';

/** Suspected cases are the ones the programme acts on at once: they stand out; an excluded case fades. */
const CLASSIFICATION_COLOURS: Record<CaseClassification, TagColour> = { suspected: 'volcano', probable: 'orange', confirmed: 'red', excluded: 'grey' };

export function ClassificationTag({ classification }: { classification: CaseClassification }) {
  const { t } = useTranslation();
  return (
    <TintTag color={CLASSIFICATION_COLOURS[classification]} data-testid="case-classification" data-classification={classification}>
      {t(`cases.classifications.${classification}`)}
    </TintTag>
  );
}

/** Hours from diagnosis to report, flagged red over the 2 hours a Class A case is reported in. */
export function ReportLag({ hours }: { hours: number | null }) {
  const { t } = useTranslation();
  if (hours === null) return <span data-testid="case-lag">—</span>;
  const late = hours > CASE_REPORT_HOURS;
  return (
    <Space size={4} wrap={false} data-testid="case-lag" data-late={late}>
      <span>{t('cases.lagHours', { hours })}</span>
      {late ? (
        <TintTag color="red" title={t('cases.lateHint', { hours: CASE_REPORT_HOURS })} data-testid="case-late">
          {t('cases.late', { hours: CASE_REPORT_HOURS })}
        </TintTag>
      ) : null}
    </Space>
  );
}

/** The signal a case raised, linked to its row in the alert list. */
export function SignalLink({ alertId }: { alertId: number | null }) {
  const { t } = useTranslation();
  if (alertId === null) return <span>{t('cases.noSignal')}</span>;
  return (
    <Link to={`${ALERT_LIST_PATH}?alertId=${alertId}`} data-testid="case-signal">
      {t('cases.signalLink', { id: alertId })}
    </Link>
  );
}

/** Where the case was exposed: its source point's code, else the place typed. */
export function exposureText(humanCase: Pick<HumanCase, 'sourceId' | 'sourceCode' | 'sourceName' | 'exposurePlace'>): string {
  if (humanCase.sourceId !== null) return `${humanCase.sourceCode} ${humanCase.sourceName}`;
  return humanCase.exposurePlace || '—';
}

/** The options of a select over one of the case's term sets (classifications, clinical forms, …). */
export function termOptions<V extends string>(t: TFunction, set: string, values: readonly V[]): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: t(`cases.${set}.${value}`) }));
}
