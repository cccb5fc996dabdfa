import type { Alert, AlertStatus, Language } from '@ews/contract';
import { formatMeasure } from '../../../utils/format.ts';
import { ALERT_STATUSES } from '@ews/contract/schemas/surveillance';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TintTag, type TagColour } from '../../../components/TintTag.tsx';
import { choices } from '../../../components/domain/labels.tsx';

const STATUS_COLOURS: Record<AlertStatus, TagColour> = {
  new: 'red',
  verifying: 'gold',
  confirmed: 'volcano',
  responding: 'blue',
  closed: 'green',
  discarded: 'grey',
  discardPending: 'orange',
  closePending: 'orange',
};

/** Where an alert is in its workflow, coloured by how much it still asks for. */
export function AlertStatusTag({ status }: { status: AlertStatus }) {
  const { t } = useTranslation();
  return (
    <TintTag color={STATUS_COLOURS[status]} data-testid="alert-status" data-status={status}>
      {t(`surveillance.alert.statuses.${status}`)}
    </TintTag>
  );
}

/** The steps of an alert's workflow, as filter choices. */
export function alertStatusOptions(t: TFunction) {
  return choices(ALERT_STATUSES, (status) => t(`surveillance.alert.statuses.${status}`));
}

/** Why the alert fired, in the user's language: the rule that fired, with the alert's own figures. */
export function explanation(alert: Pick<Alert, 'rule' | 'observed' | 'threshold'>, t: TFunction, language: Language): string {
  return t(`surveillance.alert.explain.${alert.rule}`, { observed: formatMeasure(alert.observed, language), threshold: formatMeasure(alert.threshold, language) });
}
