import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation } from 'react-router';
import { routeHandle } from '../app/router/types.ts';
import { titleTranslator } from '../locales/index.ts';
import { usePermissionStore } from '../stores/permission.ts';
import { menuItems, openKeysFor } from './menu.tsx';

/** The vertical menu of the permitted routes (SPEC §2 'Shell'). */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const entries = usePermissionStore((state) => state.entries);
  const routes = usePermissionStore((state) => state.routes);
  const items = useMemo(() => menuItems(entries, titleTranslator(t)), [entries, t]);

  // meta.activeMenu lets a hidden page (an edit form) highlight its list's entry.
  const matches = matchRoutes(routes, location) ?? [];
  const activeMenu = matches.map((match) => routeHandle(match.route)?.entry?.meta.activeMenu).filter(Boolean).at(-1);
  const selected = activeMenu ?? location.pathname;

  return (
    <nav aria-label={t('app.title')} data-testid="sidebar">
      <Menu
        key={collapsed ? 'collapsed' : 'expanded'}
        mode="inline"
        theme="dark"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={[selected]}
        defaultOpenKeys={collapsed ? [] : openKeysFor(items, selected)}
      />
    </nav>
  );
}
