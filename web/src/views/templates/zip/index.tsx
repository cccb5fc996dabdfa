import { useTranslation } from 'react-i18next';
import { ArticleExport } from '../../../templates/components/ArticleExport.tsx';
import { demoScreen } from '../../../templates/components/DemoScreen.tsx';

/** /zip: the template's zip export: every mock article as a .txt inside a .zip, named as the user types. */
function ExportZip() {
  const { t } = useTranslation();
  return <ArticleExport kind="zip" testId="demo-zip" title={t('templates.route.zip')} />;
}

export default demoScreen(ExportZip);
