import { create } from 'zustand';
import { DEFAULT_THEME_COLOR, isHexColor, normalizeHex } from '../utils/theme.ts';

/** What the settings drawer changes; remembered in this browser across reloads, for each user apart. */
export interface Settings {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

/** The defaults: settings panel shown, tags view on, fixed header off, sidebar logo off. */
export const DEFAULT_SETTINGS: Settings = { theme: DEFAULT_THEME_COLOR, showSettings: true, tagsView: true, fixedHeader: false, sidebarLogo: false };

/**
 * Where a user's settings are kept in this browser: per username, like the tour and the column
 * layouts, so that the next person to sign in on the same browser gets their own, not these.
 */
const settingsStorageKey = (username: string) => `ews-settings:${username}`;

/** Whose settings this browser shows, so that a reload draws them before the session's user has been loaded again; signing out forgets it. */
const SHOWN_FOR_KEY = 'ews-settings-user';

/** The remembered settings over the defaults; anything unreadable or of the wrong type is ignored. */
export function readSettings(stored: string | null): Settings {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    // a hand-edited or truncated value: start from the defaults
  }
  const flag = (key: Exclude<keyof Settings, 'theme'>) => (typeof saved[key] === 'boolean' ? saved[key] : DEFAULT_SETTINGS[key]);
  return {
    theme: isHexColor(saved.theme) ? normalizeHex(saved.theme) : DEFAULT_SETTINGS.theme,
    showSettings: flag('showSettings'),
    tagsView: flag('tagsView'),
    fixedHeader: flag('fixedHeader'),
    sidebarLogo: flag('sidebarLogo'),
  };
}

/** `username`'s settings ('' for nobody signed in: the defaults). */
function storedSettings(username: string): Settings {
  if (!username) return DEFAULT_SETTINGS;
  try {
    return readSettings(localStorage.getItem(settingsStorageKey(username)));
  } catch {
    return DEFAULT_SETTINGS; // storage blocked by the browser
  }
}

function shownBefore(): string {
  try {
    return localStorage.getItem(SHOWN_FOR_KEY) ?? '';
  } catch {
    return '';
  }
}

interface SettingsState extends Settings {
  /** Whose settings these are: changes are remembered for them; '' while nobody is signed in. */
  username: string;
  change<K extends keyof Settings>(key: K, value: Settings[K]): void;
  /** Shows `username`'s settings (the defaults for '' or a user who never changed any). */
  showFor(username: string): void;
}

const pick = ({ theme, showSettings, tagsView, fixedHeader, sidebarLogo }: Settings): Settings => ({ theme, showSettings, tagsView, fixedHeader, sidebarLogo });

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  username: shownBefore(),
  ...storedSettings(shownBefore()),
  change(key, value) {
    set({ [key]: value } as Pick<Settings, typeof key>);
    const { username } = get();
    if (!username) return;
    try {
      localStorage.setItem(settingsStorageKey(username), JSON.stringify(pick(get())));
    } catch {
      // storage full or blocked: the setting still applies until the page is reloaded
    }
  },
  showFor(username) {
    if (username === get().username) return;
    set({ username, ...storedSettings(username) });
    try {
      if (username) localStorage.setItem(SHOWN_FOR_KEY, username);
      else localStorage.removeItem(SHOWN_FOR_KEY);
    } catch {
      // storage blocked: a reload draws the defaults until the user is loaded again
    }
  },
}));
