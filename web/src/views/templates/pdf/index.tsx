import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DemoCard, demoScreen } from '../../../templates/components/DemoScreen.tsx';

export const PDF_DOWNLOAD_PATH = '/pdf/download';

/** /pdf: the template's PDF page: the article opens on a page made for printing, which the browser saves as a PDF. */
function Pdf() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DemoCard testId="demo-pdf" title={t('templates.route.pdf')}>
      <Typography.Paragraph>{t('templates.pdf.intro')}</Typography.Paragraph>
      <Button type="primary" icon={<FilePdfOutlined />} onClick={() => void navigate(PDF_DOWNLOAD_PATH)} data-testid="pdf-open">
        {t('templates.pdf.open')}
      </Button>
    </DemoCard>
  );
}

export default demoScreen(Pdf);
