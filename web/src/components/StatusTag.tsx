import { Status } from '@ews/contract/enums';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { TintTag } from './TintTag.tsx';

/** 1 enabled (green), 0 disabled. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === Status.ENABLED ? <TintTag color="green">{t('common.enabled')}</TintTag> : <TintTag color="grey">{t('common.disabled')}</TintTag>;
}

interface StatusControlProps {
  status: number;
  /** Whether the reader may change it: a switch if so, the tag otherwise. */
  editable: boolean;
  /** A switch that is shown but may not be moved (the super role, one's own enabled account). */
  locked?: boolean;
  onChange: (enabled: boolean) => void;
  testId: string;
}

/** A list row's status: a switch for who may change it, the tag for everyone else. */
export function StatusControl({ status, editable, locked, onChange, testId }: StatusControlProps) {
  const { t } = useTranslation();
  if (!editable) return <StatusTag status={status} />;
  return (
    <Switch
      checked={status === Status.ENABLED}
      checkedChildren={t('common.enabled')}
      unCheckedChildren={t('common.disabled')}
      disabled={locked}
      onChange={onChange}
      data-testid={testId}
      aria-label={t('button.status')}
    />
  );
}
