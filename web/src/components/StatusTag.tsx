import { Status } from '@ews/contract/enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 1 enabled (green), 0 disabled. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === Status.ENABLED ? <Tag color="success">{t('common.enabled')}</Tag> : <Tag>{t('common.disabled')}</Tag>;
}
