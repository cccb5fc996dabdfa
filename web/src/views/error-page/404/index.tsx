import { useTranslation } from 'react-i18next';
import { ErrorResult } from '../ErrorResult.tsx';

export default function NotFound() {
  const { t } = useTranslation();
  return <ErrorResult status="404" code="404" explanation={t('errorPage.notFound')} />;
}
