import { Navigate } from 'react-router';
import { mainLayout } from './lazy.tsx';
import { HOME_PATH, LOGIN_PATH, LOGIN_TITLE, TEMPLATE_LOGIN_PATH } from './paths.ts';
import type { AppRoute } from './types.ts';
import { viewElement } from './views.tsx';

/** Routes every visitor has (SPEC §2); the guard decides who may open them. */
export const staticRoutes: AppRoute[] = [
  { path: '/', element: <Navigate to={HOME_PATH} replace /> },
  { path: LOGIN_PATH, element: viewElement('login'), handle: { title: LOGIN_TITLE } },
  { path: TEMPLATE_LOGIN_PATH, element: viewElement('login'), handle: { title: LOGIN_TITLE } },
  { path: '/auth-redirect', element: viewElement('auth-redirect'), handle: { title: 'route.authRedirect' } },
  { path: '/maps', element: viewElement('maps'), handle: { title: 'route.maps' } },
  { path: '/monitor', element: viewElement('monitor'), handle: { title: 'route.monitor' } },
  { path: '/404', element: viewElement('error-page/404'), handle: { title: 'route.notFound' } },
  { path: '/401', element: viewElement('error-page/401'), handle: { title: 'route.unauthorized' } },
  {
    // Inside the main layout, so refreshing a view through /redirect{fullPath} keeps the shell.
    element: mainLayout(),
    children: [
      { path: '/redirect/*', element: viewElement('redirect'), handle: { title: 'route.redirect' } },
      { path: '/redirect-index', element: viewElement('redirect'), handle: { title: 'route.redirect' } },
    ],
  },
];
