/** Interface languages; the first is the fallback. */
export const LANGUAGES = ['en', 'zh', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Best supported language for a cookie value or an Accept-Language / navigator.language tag. */
export function pickLanguage(...candidates: (string | undefined | null)[]): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    for (const tag of candidate.split(',')) {
      const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
      if (isLanguage(primary)) return primary;
    }
  }
  return 'en';
}

/** sys_menu.menuType: 3 is a button/permission and is never listed in a menu. */
export const MenuType = { DIRECTORY: 1, PAGE: 2, BUTTON: 3 } as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

/** sys_user.status and sys_role.status: 0 disabled, 1 enabled. */
export const Status = { DISABLED: 0, ENABLED: 1 } as const;

/** Names of the cookies the web app keeps, as the original console named them. */
export const Cookies = {
  TOKEN: 'Admin-Token',
  LANGUAGE: 'language',
  SIDEBAR: 'sidebarStatus',
  SIZE: 'size',
} as const;

/** roleKey of the seeded super admin role; it holds '*:*:*' and must keep one enabled member. */
export const SUPER_ROLE_KEY = 'admin';
