import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../app/paths.ts';
import { titleTranslator } from '../locales/index.ts';
import { usePermissionStore } from '../stores/permission.ts';
import { useSettingsStore } from '../stores/settings.ts';
import { isListed, menuItems, openKeysFor } from './menu.tsx';
import { useMenuSelection } from './useMenuSelection.ts';

/** The logo and system name at the top of the sidebar (when the setting is on); the name hides when collapsed. */
function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={HOME_PATH} className="sidebar-logo" data-testid="sidebar-logo">
      <SafetyCertificateOutlined className="sidebar-logo-icon" />
      {!collapsed && <span className="sidebar-logo-title">{t('app.title')}</span>}
    </Link>
  );
}

/**
 * The vertical menu: the children of the chosen top menu entry, or the whole tree (each top
 * entry a group to open) in the mobile layout: phones and tablets, and windows under 992 px.
 */
export function Sidebar({ collapsed, wholeTree }: { collapsed: boolean; wholeTree: boolean }) {
  const { t } = useTranslation();
  const entries = usePermissionStore((state) => state.entries);
  const showLogo = useSettingsStore((state) => state.sidebarLogo);
  const { tops, chosen, selectedPath } = useMenuSelection();
  const top = wholeTree ? undefined : tops[chosen];
  const items = useMemo(() => {
    const translate = titleTranslator(t);
    if (!top) return menuItems(entries, translate);
    // A top entry with pages below lists them; a page of its own is listed as itself.
    return top.entry.children.some(isListed) ? menuItems(top.entry.children, translate, top.fullPath) : menuItems([top.entry], translate);
  }, [entries, top, t]);

  return (
    <div className="sidebar-inner">
      {showLogo && <SidebarLogo collapsed={collapsed} />}
      <nav aria-label={t('app.title')} data-testid="sidebar" className="sidebar-menu">
        <Menu
          key={collapsed ? 'collapsed' : `expanded:${top?.fullPath ?? ''}`}
          mode="inline"
          theme="dark"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={[selectedPath]}
          defaultOpenKeys={collapsed ? [] : openKeysFor(items, selectedPath)}
        />
      </nav>
    </div>
  );
}
