import type { RouteEntry } from '@ews/contract';
import { MenuType } from '@ews/contract/enums';
import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { entryFullPath } from '@ews/contract/route-paths';
import { isExternal } from '../utils/validate.ts';
import { menuIcon } from './icons.tsx';

export type MenuItem = Required<MenuProps>['items'][number];

/** Entries with menuType 3 (buttons) or the hidden flag are not listed. */
export function isListed(entry: RouteEntry): boolean {
  return !entry.hidden && entry.menuType !== MenuType.BUTTON;
}

type Translate = (title: string | undefined) => string;

function linkItem(entry: RouteEntry, fullPath: string, translate: Translate, icon?: string): MenuItem {
  const title = translate(entry.meta.title);
  const label = isExternal(fullPath) ? (
    <a href={fullPath} target="_blank" rel="noopener noreferrer">
      {title}
    </a>
  ) : (
    <Link to={fullPath}>{title}</Link>
  );
  return { key: fullPath, icon: menuIcon(entry.meta.icon ?? icon), label };
}

/**
 * Sidebar items from the permitted route tree, titles through `translate`: a
 * directory with a single listed child (and no alwaysShow) collapses into a direct link to that
 * child; external links open in a new tab.
 */
export function menuItems(entries: RouteEntry[], translate: Translate, parentFullPath = ''): MenuItem[] {
  return entries.filter(isListed).map((entry) => {
    const fullPath = entryFullPath(entry, parentFullPath);
    const listed = entry.children.filter(isListed);
    const only = listed[0];
    if (listed.length === 0) return linkItem(entry, fullPath, translate);
    if (listed.length === 1 && only && !entry.alwaysShow && !only.children.some(isListed)) {
      return linkItem(only, entryFullPath(only, fullPath), translate, entry.meta.icon);
    }
    return {
      key: fullPath,
      icon: menuIcon(entry.meta.icon),
      label: translate(entry.meta.title),
      children: menuItems(entry.children, translate, fullPath),
    };
  });
}

/** Keys of the submenus that contain `path`, outermost first ([] when no entry has it), for the menu's open state. */
export function openKeysFor(items: MenuItem[], path: string): string[] {
  for (const item of items) {
    if (!item || !('key' in item)) continue;
    if (item.key === path) return [];
    if ('children' in item && item.children) {
      const inner = openKeysFor(item.children, path);
      if (inner.length > 0 || item.children.some((child) => child && 'key' in child && child.key === path)) return [String(item.key), ...inner];
    }
  }
  return [];
}
