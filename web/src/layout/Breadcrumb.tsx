import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchRoutes, useLocation } from 'react-router';
import { HOME_PATH } from '../app/paths.ts';
import { routeHandle, useRouteTable } from '../app/route-table.ts';
import { titleTranslator } from '../locales/index.ts';
import { breadcrumbs } from './breadcrumb.ts';

const DASHBOARD = { title: 'route.dashboard', path: HOME_PATH };

/** The breadcrumb of the current page. */
export function Breadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routes = useRouteTable();
  const crumbs = useMemo(() => breadcrumbs((matchRoutes(routes, pathname) ?? []).map((match) => routeHandle(match.route)), DASHBOARD), [routes, pathname]);
  const translate = titleTranslator(t);
  const current = crumbs.at(-1);

  return (
    <nav aria-label={t('breadcrumb.label')} className="app-breadcrumb" data-testid="breadcrumb">
      {/* The page's heading for screen readers: the last crumb is the screen the user is on. */}
      {current && <h1 className="visually-hidden">{translate(current.title)}</h1>}
      <AntBreadcrumb
        items={crumbs.map((crumb) => ({
          key: crumb.key,
          title: crumb.to ? <Link to={crumb.to}>{translate(crumb.title)}</Link> : <span className="no-redirect">{translate(crumb.title)}</span>,
        }))}
      />
    </nav>
  );
}
