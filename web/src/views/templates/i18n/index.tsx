import { Descriptions, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS, LANGUAGE_MENU_ORDER } from '../../../locales/index.ts';
import { useAppStore } from '../../../stores/app.ts';
import { DemoCard, demoScreen } from '../../../templates/components/DemoScreen.tsx';
import { formatDateTime } from '../../../utils/format.ts';

/** /i18n: the interface language switched from the page, and a few texts and a date that follow it. */
function I18nDemo() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const setLanguage = useAppStore((state) => state.setLanguage);
  return (
    <DemoCard testId="demo-i18n" title={t('templates.route.i18n')}>
      <Typography.Paragraph>{t('templates.i18n.intro')}</Typography.Paragraph>
      <Radio.Group
        value={language}
        optionType="button"
        options={LANGUAGE_MENU_ORDER.map((value) => ({ value, label: <span lang={value}>{LANGUAGE_LABELS[value]}</span> }))}
        onChange={(event) => void setLanguage(event.target.value)}
        aria-label={t('templates.i18n.language')}
        data-testid="i18n-language"
      />
      <Descriptions column={1} bordered size="small" style={{ marginTop: 16, maxWidth: 640 }}>
        <Descriptions.Item label={t('templates.i18n.sample')}>
          <span data-testid="i18n-sample">{t('templates.i18n.greeting')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('templates.i18n.date')}>{formatDateTime(new Date(Date.UTC(2026, 0, 17, 8, 30)).toISOString())}</Descriptions.Item>
      </Descriptions>
    </DemoCard>
  );
}

export default demoScreen(I18nDemo);
