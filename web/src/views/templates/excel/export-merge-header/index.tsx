import { useTranslation } from 'react-i18next';
import { ArticleExport } from '../../../../templates/components/ArticleExport.tsx';
import { demoScreen } from '../../../../templates/components/DemoScreen.tsx';

/** /excel/export-merge-header: the template's Excel export: every article under a two-row merged header. */
function ExportMergeHeader() {
  const { t } = useTranslation();
  return <ArticleExport kind="merged" testId="demo-excel-merge-header" title={t('templates.route.exportMergeHeader')} />;
}

export default demoScreen(ExportMergeHeader);
