import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../../../app/feedback.ts';
import { demoScreen } from '../../../../templates/components/DemoScreen.tsx';
import { paragraphs } from '../../../../templates/components/printable.ts';
import { demoApi } from '../../../../templates/mock/client.ts';
import type { Article } from '../../../../templates/mock/data.ts';
import './print.css';

/** The article printed: the mock's first. */
const ARTICLE_ID = 1;

/**
 * /pdf/download: the template's printable article: the article alone on the page, and a button
 * that opens the browser's print dialog, where it is saved as a PDF; the print stylesheet leaves
 * the console's frame and the button out.
 */
function PdfDownload() {
  const { t } = useTranslation();
  const [article, setArticle] = useState<Article | null>(null);

  useEffect(() => {
    let current = true;
    demoApi.article(ARTICLE_ID).then(
      (loaded) => current && setArticle(loaded),
      (error: Error) => withFeedback((feedback) => feedback.error({ content: error.message })),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <Card className="list-page demo-print" data-testid="demo-pdf-download" loading={!article}>
      <Space className="demo-print-hide" style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!article} data-testid="pdf-print">
          {t('templates.pdf.print')}
        </Button>
        <Typography.Text type="secondary">{t('templates.pdf.printHint')}</Typography.Text>
      </Space>
      {article && (
        <article className="demo-print-article" data-testid="pdf-article">
          <Typography.Title level={2}>{article.title}</Typography.Title>
          <p>
            <Typography.Text type="secondary">{t('templates.pdf.byline', { author: article.author, date: article.display_time })}</Typography.Text>
          </p>
          {paragraphs(article.content).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </article>
      )}
    </Card>
  );
}

export default demoScreen(PdfDownload);
