import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, menuIcon } from '../../../layout/icons.tsx';
import { copyText } from '../../../templates/components/copy.ts';
import { DemoCard, demoScreen } from '../../../templates/components/DemoScreen.tsx';

/** /icon: the icons a menu entry may name (the menu table's metaIcon); a click copies the name. */
function Icons() {
  const { t } = useTranslation();
  return (
    <DemoCard testId="demo-icons" title={t('templates.route.icons')}>
      <Typography.Paragraph>{t('templates.icons.intro')}</Typography.Paragraph>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8 }}>
        {MENU_ICON_NAMES.map((name) => (
          <Button key={name} style={{ height: 72, display: 'flex', flexDirection: 'column' }} onClick={() => void copyText(name)} data-testid={`icon-${name}`}>
            <span style={{ fontSize: 22 }}>{menuIcon(name)}</span>
            <span>{name}</span>
          </Button>
        ))}
      </div>
    </DemoCard>
  );
}

export default demoScreen(Icons);
