import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../stores/user.ts';
import { ErrorResult } from '../ErrorResult.tsx';

/**
 * /404: an unknown path, and for a signed-in user also a screen their roles do not hold (the
 * route tree the server sends is what they may open: app/paths.ts NOT_FOUND_PATH). They are told
 * so, and whom to ask, rather than left to think the link is broken.
 */
export default function NotFound() {
  const { t } = useTranslation();
  const signedIn = useUserStore((state) => Boolean(state.token));
  return <ErrorResult status="404" code="404" explanation={t('errorPage.notFound')} hint={signedIn ? t('errorPage.notFoundHint') : undefined} />;
}
