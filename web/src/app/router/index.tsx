import { Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Navigate, useLocation, useNavigate, useRoutes, type Location, type RouteObject } from 'react-router';
import { wasReported } from '../../api/index.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { usePermissionStore } from '../../stores/permission.ts';
import { useUserStore } from '../../stores/user.ts';
import { getToken } from '../../utils/cookies.ts';
import { withFeedback } from '../feedback.ts';
import { doneProgress, startProgress } from '../progress.ts';
import { notePageShown } from '../came-from.ts';
import { savedScroll } from '../scroll-memory.ts';
import { takeSignInLanding } from '../sign-in.ts';
import { loginRedirect } from '../paths.ts';
import { useRouteTable, type RouteNode } from '../route-table.ts';
import { routesOf } from './elements.tsx';
import { guard } from './guard.ts';
import { loadSession } from './session.ts';
import { titleFor } from './title.ts';
import { useFirstRowsOffPage } from '../first-rows.ts';

const WAITING_ROUTES: RouteObject[] = [{ path: '*', element: null }];

/** Whether `pathname` is one of the table's pages, not a path only the catch-all (the 404) takes. */
function isPageOf(table: RouteNode[], pathname: string): boolean {
  return matchRoutes(routesOf(table), pathname)?.at(-1)?.route.path !== '*';
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

  useEffect(() => {
    if (decision.action !== 'load') return;
    let current = true;
    loadSession().catch((error: unknown) => {
      if (!current) return;
      useUserStore.getState().resetToken();
      usePermissionStore.getState().reset();
      if (!wasReported(error)) {
        const text = (error instanceof Error && error.message) || t('permission.hasError');
        withFeedback((feedback) => feedback.error({ content: text }));
      }
      navigate(loginRedirect(fullPath), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [decision.action, fullPath, navigate, t]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'load') return <PageSpinner />;
  if (location.pathname === signInLanding && !landsOnAPage) return <Navigate to="/" replace />;
  return <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
}
