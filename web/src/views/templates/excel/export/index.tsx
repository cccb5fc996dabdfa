import { useTranslation } from 'react-i18next';
import { ArticleExport } from '../../../../templates/components/ArticleExport.tsx';
import { demoScreen } from '../../../../templates/components/DemoScreen.tsx';

/** /excel/export: the template's Excel export: every mock article. */
function ExportExcel() {
  const { t } = useTranslation();
  return <ArticleExport kind="all" testId="demo-excel-export" title={t('templates.route.exportExcel')} />;
}

export default demoScreen(ExportExcel);
