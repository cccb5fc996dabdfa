import { MenuType, SUPER_ROLE_KEY } from '@ews/contract/enums';
import { holds, mayGrant } from '@ews/contract/permissions';

/** A permission or role guard needs a non-empty list of values; RuoYi's wording of the error. */
export const PERMISSION_VALUES_REQUIRED = '请设置操作权限标签值';
export const ROLE_VALUES_REQUIRED = '请设置角色权限标签值';

/**
 * An element guarded by permission is shown only when the user holds '*:*:*' or one of `wanted`
 * (the contract's holds(), as the server checks it). An empty `wanted` is a programming error.
 */
export function checkPermission(held: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) throw new Error(PERMISSION_VALUES_REQUIRED);
  return holds(held, wanted);
}

/** An element guarded by role is shown only when the user has role 'admin' or one of `wanted`. */
export function checkRole(held: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) throw new Error(ROLE_VALUES_REQUIRED);
  return held.includes(SUPER_ROLE_KEY) || wanted.some((role) => held.includes(role));
}

/** What the reach of a menu entry is judged by: its permission and the entries below it. */
interface PermittedEntry {
  menuId: number;
  perms: string;
  children: readonly PermittedEntry[];
}

/**
 * The menu entries the user may change or delete, as the server judges them: every permission the
 * entry or an entry below it carries must be one the user could grant (nobody acts on what
 * outranks them), so a menu administrator is not offered what would be refused.
 */
export function menuEntriesWithinReach(held: readonly string[], rows: readonly PermittedEntry[]): Set<number> {
  const reachable = new Set<number>();
  const visit = (entry: PermittedEntry): boolean => {
    // Every child is visited, whatever its siblings gave.
    const below = entry.children.map(visit);
    const within = below.every(Boolean) && mayGrant(held, entry.perms);
    if (within) reachable.add(entry.menuId);
    return within;
  };
  rows.forEach(visit);
  return reachable;
}

/** What the route tree needs of an entry to name its permission. */
interface TitledEntry {
  perms?: string | undefined;
  menuType: number;
  meta: { title?: string | undefined };
  children: readonly TitledEntry[];
}

/**
 * The permissions of the route tree by the titles (i18n keys) of their menu entries: a page's
 * own title, a button's under its page's ('Alerts', 'Close'), so that a person reads what a
 * permission lets them do rather than its code.
 */
export function permissionTitles(entries: readonly TitledEntry[], parents: readonly string[] = []): Map<string, string[]> {
  const titles = new Map<string, string[]>();
  for (const entry of entries) {
    const title = entry.meta.title;
    const path = title ? [...parents, title] : [...parents];
    for (const perm of (entry.perms ?? '').split(',').map((code) => code.trim())) {
      // A button is named under its page; a page by its own title alone.
      if (perm && !titles.has(perm)) titles.set(perm, path.slice(entry.menuType === MenuType.BUTTON ? -2 : -1));
    }
    for (const [perm, named] of permissionTitles(entry.children, path)) if (!titles.has(perm)) titles.set(perm, named);
  }
  return titles;
}

/** Button titles whose key is not the permission's last part. */
const BUTTON_TITLE_OF_ACTION: Record<string, string> = { resetPwd: 'resetPassword' };

/**
 * The title keys naming `code`: its own menu entry's (permissionTitles), else, for a button the
 * route tree leaves out (it holds pages only), the page of the same 'domain:entity:' and the
 * seeded button title of its action ('button.add'); undefined when neither is known.
 */
export function permissionTitleKeys(code: string, titles: ReadonlyMap<string, string[]>): string[] | undefined {
  const own = titles.get(code);
  if (own) return own;
  const cut = code.lastIndexOf(':');
  if (cut < 0) return undefined;
  const prefix = code.slice(0, cut + 1);
  const action = code.slice(cut + 1);
  const page = [...titles].find(([perm]) => perm.startsWith(prefix))?.[1];
  return page && [...page.slice(-1), `button.${BUTTON_TITLE_OF_ACTION[action] ?? action}`];
}
