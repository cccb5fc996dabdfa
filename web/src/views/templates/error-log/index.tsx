import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../templates/components/DemoScreen.tsx';

/** An error nobody catches, as a bug would raise one: the page stays, the error log records it. */
function raiseUncaughtError() {
  setTimeout(() => {
    throw new Error('Template demo: an error raised on purpose');
  });
}

/**
 * /error-log: makes an error on purpose, so the top bar's error log (a red dot, then a table of
 * message, component, url and stack) shows what it records.
 */
function ErrorLogDemo() {
  const { t } = useTranslation();
  return (
    <DemoCard testId="demo-error-log" title={t('templates.route.errorLog')}>
      <Typography.Paragraph>{t('templates.errorLog.intro')}</Typography.Paragraph>
      <Button danger onClick={raiseUncaughtError} data-testid="demo-make-error">
        {t('templates.errorLog.make')}
      </Button>
    </DemoCard>
  );
}

export default demoScreen(ErrorLogDemo);
