import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paramsFit } from '@ews/contract/route-paths';
import { matchRoutes, Navigate, useLocation, useNavigate, useRoutes, type Location, type RouteObject } from 'react-router';
import { serverUnavailable, wasReported } from '../../api/index.ts';
import { PageSpinner, SessionStalled } from '../../components/PageSpinner.tsx';
import { usePermissionStore } from '../../stores/permission.ts';
import { useUserStore } from '../../stores/user.ts';
import { getToken } from '../../utils/cookies.ts';
import { withFeedback } from '../feedback.ts';
import { doneProgress, startProgress } from '../progress.ts';
import { notePageShown } from '../came-from.ts';
import { savedScroll } from '../scroll-memory.ts';
import { takeSignInLanding } from '../sign-in.ts';
import { loginRedirect, NOT_FOUND_PATH } from '../paths.ts';
import { useRouteTable, type RouteNode } from '../route-table.ts';
import { routesOf } from './elements.tsx';
import { guard } from './guard.ts';
import { loadSession } from './session.ts';
import { titleFor } from './title.ts';
import { releaseFirstRows, useFirstRowsOffPage } from '../first-rows.ts';

const WAITING_ROUTES: RouteObject[] = [{ path: '*', element: null }];

/** The wait before the session's load is tried again after try `attempt` found no answer: 3 s, doubling, at most 30 s. */
const stalledRetryMs = (attempt: number) => Math.min(3_000 * 2 ** attempt, 30_000);

/**
 * Whether `pathname` is one of the table's pages, not a path only the catch-all (the 404) takes,
 * nor a page's path with a parameter the page does not take (/example/edit/abc).
 */
function isPageOf(table: RouteNode[], pathname: string): boolean {
  const deepest = matchRoutes(routesOf(table), pathname)?.at(-1);
  return deepest === undefined || (deepest.route.path !== '*' && paramsFit(deepest.params));
}

/** Browser title '{translated route title} - {app title}', kept in step with route and language. */
function useDocumentTitle(routes: RouteNode[], pathname: string, enabled: boolean) {
  const { i18n } = useTranslation();
  // A layout effect: the title changes in the same commit as the page.
  useLayoutEffect(() => {
    if (!enabled) return;
    document.title = titleFor(routes, pathname) ?? i18n.t('app.title');
  }, [routes, pathname, enabled, i18n, i18n.language]);
}

/**
 * The loading bar for every navigation, and scroll to the top, except back to a
 * kept-alive tab, which finds the position it was left at (app/scroll-memory.ts); notes the page
 * shown, for a page that returns where it was opened from (app/came-from.ts).
 */
function useNavigationEffects(location: Location) {
  useLayoutEffect(() => {
    window.scrollTo(0, savedScroll(location.pathname) ?? 0);
    notePageShown({ key: location.key, pathname: location.pathname, fullPath: location.pathname + location.search });
  }, [location.key, location.pathname, location.search]);
  useEffect(() => {
    startProgress();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      doneProgress();
    };
    const frame = requestAnimationFrame(finish);
    return () => {
      cancelAnimationFrame(frame);
      finish();
    };
  }, [location.key]);
}

/**
 * The router with the sign-in guard in front: signed-in visitors get their info and routes loaded
 * once (a spinner meanwhile, never the 404), then the same location is matched again against
 * the new route table; signed-out visitors reach only the public paths.
 */
export function AppRouter() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const table = useRouteTable();
  const routesLoaded = usePermissionStore((state) => state.loaded);
  const hasRoles = useUserStore((state) => state.roles.length > 0);
  useUserStore((state) => state.token); // re-check the cookie on sign-in and sign-out
  const fullPath = location.pathname + location.search;
  const decision = guard({
    pathname: location.pathname,
    fullPath,
    hasToken: Boolean(getToken()),
    sessionLoaded: hasRoles && routesLoaded,
  });
  // useRoutes runs on every render (a hook); while the guard redirects or loads it matches a
  // placeholder, so react-router does not warn about paths the real table does not have yet.
  const element = useRoutes(decision.action === 'render' ? routesOf(table) : WAITING_ROUTES, location);

  useNavigationEffects(location);
  useFirstRowsOffPage(location.pathname);
  useDocumentTitle(table, location.pathname, decision.action === 'render');
  // Where a sign-in on this page sent the user, which may be no page of theirs (see takeSignInLanding).
  const [signInLanding] = useState(() => (takeSignInLanding() ? window.location.pathname : undefined));
  // Matched once per route table, not on every render of the page it lands on.
  const landsOnAPage = useMemo(() => signInLanding === undefined || isPageOf(table, signInLanding), [table, signInLanding]);

  // The session's load found no answer: `attempt` counts the tries since, each waiting longer.
  const [stalled, setStalled] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const signOut = useCallback(() => {
    useUserStore.getState().resetToken();
    usePermissionStore.getState().reset();
    navigate(loginRedirect(fullPath), { replace: true });
  }, [fullPath, navigate]);

  useEffect(() => {
    if (decision.action !== 'load') return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    loadSession().then(
      () => setStalled(false),
      (error: unknown) => {
        if (!current) return;
        if (serverUnavailable(error)) {
          // The server's first rows would cover the notice, and they are not the page the user will get.
          releaseFirstRows();
          setStalled(true);
          retry = setTimeout(() => setAttempt((tries) => tries + 1), stalledRetryMs(attempt));
          return;
        }
        if (!wasReported(error)) {
          const text = (error instanceof Error && error.message) || t('permission.hasError');
          withFeedback((feedback) => feedback.error({ content: text }));
        }
        signOut();
      },
    );
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [decision.action, signOut, t, attempt]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'load') {
    return stalled ? <SessionStalled onRetry={() => setAttempt((tries) => tries + 1)} onSignIn={signOut} /> : <PageSpinner />;
  }
  if (location.pathname === signInLanding && !landsOnAPage) return <Navigate to="/" replace />;
  if (!isPageOf(table, location.pathname)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
}
