import { FloatButton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';

const LINES = Array.from({ length: 80 }, (_, index) => index + 1);

/**
 * /components/back-to-top: a long page and antd's back-to-top button, which shows once the page is
 * scrolled past 300 px and brings it back up. The window is what scrolls in the console's layout
 * (the app's main area grows with its content), antd's default target.
 */
function BackToTopDemo() {
  const { t } = useTranslation();
  const back = t('templates.backToTop.back');
  return (
    <DemoCard testId="demo-back-to-top" title={t('templates.route.backToTop')}>
      <Typography.Paragraph>{t('templates.backToTop.intro')}</Typography.Paragraph>
      {LINES.map((number) => (
        <Typography.Paragraph key={number}>{t('templates.backToTop.line', { number })}</Typography.Paragraph>
      ))}
      <FloatButton.BackTop visibilityHeight={300} aria-label={back} tooltip={back} data-testid="back-to-top" />
    </DemoCard>
  );
}

export default demoScreen(BackToTopDemo);
