import { Input, Typography } from 'antd';
import MarkdownIt from 'markdown-it';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import './markdown.css';

/** Raw HTML off: what is typed is shown, never run (markdown-it escapes it and refuses javascript: links). */
const markdown = new MarkdownIt({ html: false, linkify: true });

/** /components/markdown: a Markdown editor with a live preview beside it. */
function MarkdownDemo() {
  const { t } = useTranslation();
  const [source, setSource] = useState(() => t('templates.markdown.sample'));
  const rendered = useMemo(() => markdown.render(source), [source]);
  const editorId = useId();
  const previewId = useId();
  return (
    <DemoCard testId="demo-markdown" title={t('templates.route.markdown')}>
      <Typography.Paragraph>{t('templates.markdown.intro')}</Typography.Paragraph>
      <div className="markdown-demo">
        <div>
          <Typography.Title level={5}>
            <label htmlFor={editorId}>{t('templates.markdown.editor')}</label>
          </Typography.Title>
          <Input.TextArea id={editorId} value={source} onChange={(event) => setSource(event.target.value)} autoSize={{ minRows: 14 }} className="markdown-source" data-testid="markdown-source" />
        </div>
        <section aria-labelledby={previewId}>
          <Typography.Title level={5} id={previewId}>
            {t('templates.markdown.preview')}
          </Typography.Title>
          <div className="markdown-preview" data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: rendered }} />
        </section>
      </div>
    </DemoCard>
  );
}

export default demoScreen(MarkdownDemo);
