import { useTranslation } from 'react-i18next';
import { ErrorResult } from '../ErrorResult.tsx';

export default function Unauthorized() {
  const { t } = useTranslation();
  return <ErrorResult status="403" code="401" explanation={t('errorPage.unauthorized')} goBack />;
}
