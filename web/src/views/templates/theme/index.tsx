import { Button, Radio, Space, Switch, Typography } from 'antd';
import { TintTag } from '../../../components/TintTag.tsx';
import { useTranslation } from 'react-i18next';
import { useApplyTheme } from '../../../layout/SettingsDrawer.tsx';
import { useSettingsStore } from '../../../stores/settings.ts';
import { DemoCard, demoScreen } from '../../../templates/components/DemoScreen.tsx';
import { normalizeHex, THEME_PRESETS } from '../../../utils/theme.ts';

/** /theme: the theme colour of the settings drawer, chosen here, on a few components that show it. */
function ThemeDemo() {
  const { t } = useTranslation();
  const theme = useSettingsStore((state) => state.theme);
  const applyTheme = useApplyTheme();
  return (
    <DemoCard testId="demo-theme" title={t('templates.route.theme')}>
      <Typography.Paragraph>{t('templates.theme.intro')}</Typography.Paragraph>
      <Radio.Group
        value={theme}
        onChange={(event) => applyTheme(event.target.value as string)}
        aria-label={t('templates.theme.colour')}
        options={THEME_PRESETS.map((color) => ({ value: normalizeHex(color), label: color }))}
        data-testid="theme-colours"
      />
      <Space wrap style={{ marginTop: 16 }}>
        <Button type="primary">{t('templates.theme.primary')}</Button>
        <Button>{t('templates.theme.default')}</Button>
        <TintTag color="blue">{t('templates.theme.tag')}</TintTag>
        <Switch defaultChecked aria-label={t('templates.theme.switch')} />
      </Space>
    </DemoCard>
  );
}

export default demoScreen(ThemeDemo);
