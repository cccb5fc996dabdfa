import type { RouteHandle } from '../app/route-table.ts';

export interface Crumb {
  /** i18n key or literal title. */
  title: string;
  key: string;
  /** Where clicking the crumb goes; undefined when it is not clickable. */
  to?: string | undefined;
}

interface Level {
  title: string;
  fullPath: string;
  redirect?: string | undefined;
  breadcrumb?: boolean | undefined;
}

/** The dashboard as the breadcrumb root. */
export interface DashboardCrumb {
  title: string;
  path: string;
}

/** The directory that exists to hold the dashboard (it redirects there), not the dashboard itself. */
function holdsDashboard(level: Level, dashboard: DashboardCrumb): boolean {
  return level.redirect === dashboard.path && level.fullPath !== dashboard.path;
}

/**
 * The breadcrumb from the handles of the matched routes, outermost first: the titled
 * levels, the dashboard prepended as the root unless the first level is the dashboard; levels
 * with breadcrumb false are left out; a level with redirect 'noRedirect' and the last one are
 * plain text; the others go to their redirect, else to their own path. The directory holding the
 * dashboard is left out, so the root reads as the dashboard on its screens too, as on all others.
 */
export function breadcrumbs(handles: (RouteHandle | undefined)[], dashboard: DashboardCrumb): Crumb[] {
  let levels: Level[] = handles.flatMap((handle) =>
    handle?.title ? [{ title: handle.title, fullPath: handle.fullPath ?? '', redirect: handle.entry?.redirect, breadcrumb: handle.entry?.meta.breadcrumb }] : [],
  );
  levels = levels.filter((level) => !holdsDashboard(level, dashboard));
  const first = levels[0];
  if (first && first.fullPath !== dashboard.path) levels = [{ title: dashboard.title, fullPath: dashboard.path }, ...levels];
  const shown = levels.filter((level) => level.breadcrumb !== false);
  return shown.map((level, index) => {
    const clickable = level.redirect !== 'noRedirect' && index < shown.length - 1;
    const target = level.redirect && level.redirect !== 'noRedirect' ? level.redirect : level.fullPath;
    return { title: level.title, key: `${index}:${level.fullPath}`, to: clickable ? target : undefined };
  });
}
