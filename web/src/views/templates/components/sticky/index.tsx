import { PushpinOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { useSettingsStore } from '../../../../stores/settings.ts';

const BAR: CSSProperties = { position: 'sticky', zIndex: 5, marginBottom: 16, padding: '10px 16px', color: '#fff', background: '#1f2d3d', borderRadius: 4, boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)' };

const PARAGRAPHS = Array.from({ length: 60 }, (_, index) => index + 1);

/** The height of the console's header while it is fixed (it sticks to the top of the window too): the bar sticks just under it. */
function useFixedHeaderHeight(): number {
  const fixed = useSettingsStore((state) => state.fixedHeader);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = fixed ? document.querySelector<HTMLElement>('.layout-header') : null;
    if (!header) return;
    const observer = new ResizeObserver(() => setHeight(header.offsetHeight));
    observer.observe(header);
    return () => observer.disconnect();
  }, [fixed]);
  return fixed ? height : 0;
}

/** /components/sticky: a bar that sticks to the top of the window (CSS position: sticky) while the long text under it scrolls by. */
function StickyDemo() {
  const { t } = useTranslation();
  const top = useFixedHeaderHeight();
  return (
    <DemoCard testId="demo-sticky" title={t('templates.route.sticky')}>
      <Typography.Paragraph>{t('templates.sticky.intro')}</Typography.Paragraph>
      <div style={{ ...BAR, top }} data-testid="sticky-bar">
        <PushpinOutlined aria-hidden /> {t('templates.sticky.bar')}
      </div>
      {PARAGRAPHS.map((number) => (
        <Typography.Paragraph key={number}>{t('templates.sticky.paragraph', { number })}</Typography.Paragraph>
      ))}
    </DemoCard>
  );
}

export default demoScreen(StickyDemo);
