import { Button, Form, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountTo } from '../../../../templates/components/count-to.ts';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { NumberInput } from '../../../../components/NumberInput.tsx';

/** /components/count-to: the template's animated counter, its start, end and duration chosen on the page. */
function CountToDemo() {
  const { t, i18n } = useTranslation();
  const [start, setStart] = useState(0);
  const [end, setEnd] = useState(2024);
  const [duration, setDuration] = useState(3000);
  const counter = useCountTo(start, end, duration);
  const idPrefix = useId();
  const format = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(value);
  const counting = counter.status === 'running' || counter.status === 'paused';
  const number = (label: string, value: number, onChange: (value: number) => void, testId: string, min?: number) => (
    <Form.Item label={label} htmlFor={`${idPrefix}-${testId}`}>
      <NumberInput id={`${idPrefix}-${testId}`} value={value} min={min} step={min === undefined ? 1 : 100} disabled={counting} onChange={(next) => onChange(next ?? 0)} data-testid={testId} />
    </Form.Item>
  );

  return (
    <DemoCard testId="demo-count-to" title={t('templates.route.countTo')}>
      <Typography.Paragraph>{t('templates.countTo.intro')}</Typography.Paragraph>
      <div role="timer" aria-label={t('templates.countTo.value')} data-value={Math.round(counter.value)} data-status={counter.status} data-testid="count-to-value" style={{ fontSize: 48, fontWeight: 600, color: 'var(--theme-text, #0958d9)' }}>
        {format(counter.value)}
      </div>
      <div role="status" className="visually-hidden" data-testid="count-to-announcement">
        {counter.status === 'done' ? t('templates.countTo.reached', { value: format(end) }) : ''}
      </div>
      <Form layout="inline" style={{ marginBlock: 16, rowGap: 8 }}>
        {number(t('templates.countTo.start'), start, setStart, 'count-to-start')}
        {number(t('templates.countTo.end'), end, setEnd, 'count-to-end')}
        {number(t('templates.countTo.duration'), duration, setDuration, 'count-to-duration', 0)}
      </Form>
      <Space wrap>
        <Button type="primary" onClick={counter.start} disabled={counting} data-testid="count-to-start-button">
          {t('templates.countTo.run')}
        </Button>
        <Button onClick={counter.status === 'paused' ? counter.resume : counter.pause} disabled={!counting} data-testid="count-to-pause">
          {counter.status === 'paused' ? t('templates.countTo.resume') : t('templates.countTo.pause')}
        </Button>
        <Button onClick={counter.reset} data-testid="count-to-reset">
          {t('templates.countTo.reset')}
        </Button>
      </Space>
    </DemoCard>
  );
}

export default demoScreen(CountToDemo);
