import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../templates/components/copy.ts';
import { DemoCard, demoScreen } from '../../../templates/components/DemoScreen.tsx';

/** /clipboard: copies the text typed, with the browser's clipboard API (no library). */
function ClipboardDemo() {
  const { t } = useTranslation();
  const [text, setText] = useState('https://github.com/PanJiaChen/vue-element-admin');
  return (
    <DemoCard testId="demo-clipboard" title={t('templates.route.clipboard')}>
      <Typography.Paragraph>{t('templates.clipboard.intro')}</Typography.Paragraph>
      <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
        <Input value={text} onChange={(event) => setText(event.target.value)} aria-label={t('templates.clipboard.text')} data-testid="clipboard-text" />
        <Button type="primary" onClick={() => void copyText(text)} data-testid="clipboard-copy">
          {t('templates.clipboard.copy')}
        </Button>
      </Space.Compact>
    </DemoCard>
  );
}

export default demoScreen(ClipboardDemo);
