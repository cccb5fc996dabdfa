import { useTranslation } from 'react-i18next';
import { ArticleExport } from '../../../../templates/components/ArticleExport.tsx';
import { demoScreen } from '../../../../templates/components/DemoScreen.tsx';

/** /excel/export-selected: the template's Excel export: the rows selected. */
function ExportSelected() {
  const { t } = useTranslation();
  return <ArticleExport kind="selected" testId="demo-excel-export-selected" title={t('templates.route.exportSelected')} />;
}

export default demoScreen(ExportSelected);
