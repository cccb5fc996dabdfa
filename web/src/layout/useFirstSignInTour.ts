import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { takeFreshSignIn } from '../app/sign-in.ts';
import { useUserStore } from '../stores/user.ts';
import { tourSeen } from '../utils/tour-memory.ts';

/**
 * Starts the guided tour on a sign-in of a user who has not yet finished or closed it in this
 * browser. The tour (driver.js and its texts) is fetched only then, not with the shell.
 */
export function useFirstSignInTour() {
  const username = useUserStore((state) => state.username);
  const navigate = useNavigate();
  useEffect(() => {
    if (!username || !takeFreshSignIn() || tourSeen(username)) return;
    // A tour that cannot load is no error of the page: the guide page starts it again.
    import('../views/guide/tour.ts').then(({ startTour }) => startTour(navigate)).catch(() => undefined);
  }, [username, navigate]);
}
