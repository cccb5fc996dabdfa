import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A figure the survey did not record: a dash in a table's narrow cell, where a blank read as a
 * figure forgotten by the page, named in words for screen readers and on hover; the words where
 * there is room (`spelled`).
 */
export function NotRecorded({ spelled = false }: { spelled?: boolean }) {
  const { t } = useTranslation();
  const words = t('surveillance.survey.notRecorded');
  if (spelled) return <Typography.Text type="secondary">{words}</Typography.Text>;
  return (
    <Typography.Text type="secondary">
      <span role="img" aria-label={words} title={words} data-testid="not-recorded">
        —
      </span>
    </Typography.Text>
  );
}
