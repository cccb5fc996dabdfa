import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../utils/format.ts';

/**
 * Above a form whose user chose to keep their input after a version conflict: the next save
 * replaces the version `overwriting` (who saved it, and when). Test id `conflict-notice`.
 */
export function ConflictNotice({ overwriting, className }: { overwriting: { updatedBy: string; updatedAt: string } | null; className?: string }) {
  const { t } = useTranslation();
  if (!overwriting) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className={className}
      style={className ? undefined : { marginBottom: 16 }}
      title={t('conflict.keepNotice', { who: overwriting.updatedBy || t('conflict.someone'), when: formatDateTime(overwriting.updatedAt) })}
      data-testid="conflict-notice"
    />
  );
}
