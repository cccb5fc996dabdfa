import { Status } from '@ews/contract/enums';
import { useTranslation } from 'react-i18next';
import { TintTag } from './TintTag.tsx';

/** 1 enabled (green), 0 disabled. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === Status.ENABLED ? <TintTag color="green">{t('common.enabled')}</TintTag> : <TintTag color="grey">{t('common.disabled')}</TintTag>;
}
