import type { Language } from '@ews/contract';
import { Cookies as CookieName, pickLanguage } from '@ews/contract/enums';
import type { ThemeConfig } from 'antd';
import { create } from 'zustand';
import { i18n, loadMessages } from '../locales/index.ts';
import { getCookie, getLanguageCookie, setLanguageCookie, setPreferenceCookie } from '../utils/cookies.ts';

/** UI sizes, stored in the size cookie; 'mini' by default. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export type Device = 'desktop' | 'mobile';

function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

/** antd's component sizes for the console's four. */
export const ANTD_SIZE = { default: 'large', medium: 'medium', small: 'small', mini: 'small' } as const satisfies Record<Size, string>;

/** Select's text height at 12 px (antd's 1.5714 line height, rounded as antd rounds its own). */
const MINI_FONT = { fontSize: 12, fontHeight: Math.round(12 * (22 / 14)) };

/**
 * antd has three sizes for the console's four: 'mini' is its small (24 px controls) with 12 px
 * text, as Element's mini sits below its small, in every control alike: buttons, inputs, number
 * inputs, selects (cascaders and tag inputs too) and date pickers agree in height and text size.
 */
export const SIZE_THEME: Record<Size, ThemeConfig> = {
  default: {},
  medium: {},
  small: {},
  mini: {
    components: {
      Button: { contentFontSizeSM: 12 },
      Input: { inputFontSizeSM: 12 },
      InputNumber: { inputFontSizeSM: 12 },
      DatePicker: { inputFontSizeSM: 12 },
      Select: MINI_FONT,
      Cascader: MINI_FONT,
      TreeSelect: MINI_FONT,
    },
  },
};

/** The language cookie, else the browser language, else English (on the server, which has no browser, English: ssr/). */
export function detectLanguage(): Language {
  return pickLanguage(getLanguageCookie(), globalThis.navigator?.language);
}

interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  language: Language;
  size: Size;
  /** How far the shell's bars (the top bar and the tabs bar, as tall as the window's width lays them out) reach down the window: 0 without them. */
  headerBottom: number;
  toggleSideBar(): void;
  /** Closes the sidebar for a narrow window or a navigation on one; the user's choice (the cookie) stays. */
  closeSideBar(withoutAnimation: boolean): void;
  /** Back to the user's choice, as the sidebarStatus cookie keeps it, once the window is wide again. */
  restoreSideBar(): void;
  toggleDevice(device: Device): void;
  /** Switches i18next, antd's locale (in the console) and the language cookie together. */
  setLanguage(language: Language): Promise<void>;
  setSize(size: Size): void;
  setHeaderBottom(bottom: number): void;
}

export const useAppStore = create<AppState>()((set, get) => ({
  // The sidebarStatus cookie: '1' open, '0' closed; open when there is no cookie.
  sidebar: { opened: getCookie(CookieName.SIDEBAR) !== '0', withoutAnimation: false },
  device: 'desktop',
  language: detectLanguage(),
  size: ((size) => (isSize(size) ? size : 'mini'))(getCookie(CookieName.SIZE)),
  headerBottom: 0,

  toggleSideBar() {
    const opened = !get().sidebar.opened;
    // On a narrow window the sidebar is a drawer opened for a moment: not the user's choice to keep.
    if (get().device === 'desktop') setPreferenceCookie(CookieName.SIDEBAR, opened ? '1' : '0');
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSideBar(withoutAnimation) {
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  restoreSideBar() {
    set({ sidebar: { opened: getCookie(CookieName.SIDEBAR) !== '0', withoutAnimation: true } });
  },
  toggleDevice(device) {
    set({ device });
  },
  async setLanguage(language) {
    // Every message set first (antd's too, in the console), so they all switch in the same render;
    // and the choice kept only once they have come (a file that fails to load leaves all as it was).
    await loadMessages(language);
    setLanguageCookie(language, true);
    await i18n.changeLanguage(language);
    set({ language });
  },
  setSize(size) {
    setPreferenceCookie(CookieName.SIZE, size);
    set({ size });
  },
  setHeaderBottom(headerBottom) {
    if (get().headerBottom !== headerBottom) set({ headerBottom });
  },
}));
