import { Status } from '@ews/contract/enums';
import { Switch, Tooltip } from 'antd';
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
  /** Why a switch is shown but may not be moved (the super role, one's own enabled account): told on hover and focus, and to screen readers. */
  lockedReason?: string;
  onChange: (enabled: boolean) => void;
  testId: string;
}

/** A list row's status: a switch for who may change it, the tag for everyone else. */
export function StatusControl({ status, editable, lockedReason, onChange, testId }: StatusControlProps) {
  const { t } = useTranslation();
  if (!editable) return <StatusTag status={status} />;
  const control = (
    <Switch
      checked={status === Status.ENABLED}
      checkedChildren={t('common.enabled')}
      unCheckedChildren={t('common.disabled')}
      disabled={lockedReason !== undefined}
      onChange={onChange}
      data-testid={testId}
      aria-label={t('button.status')}
      aria-description={lockedReason}
    />
  );
  if (lockedReason === undefined) return control;
  // A disabled button takes no pointer or focus events: the wrapper holds the tooltip, and is reachable by keyboard.
  return (
    <Tooltip title={lockedReason} trigger={['hover', 'focus']}>
      <span className="status-locked" tabIndex={0} data-testid={`${testId}-locked`}>
        {control}
      </span>
    </Tooltip>
  );
}
