import { create } from 'zustand';
import { DEFAULT_THEME_COLOR, isHexColor, normalizeHex } from '../utils/theme.ts';

/** What the settings drawer changes; remembered in this browser across reloads. */
export interface Settings {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

/** The defaults: settings panel shown, tags view on, fixed header off, sidebar logo off. */
export const DEFAULT_SETTINGS: Settings = { theme: DEFAULT_THEME_COLOR, showSettings: true, tagsView: true, fixedHeader: false, sidebarLogo: false };

export const SETTINGS_STORAGE_KEY = 'ews-settings';

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

function storedSettings(): Settings {
  try {
    return readSettings(localStorage.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return DEFAULT_SETTINGS; // storage blocked by the browser
  }
}

interface SettingsState extends Settings {
  change<K extends keyof Settings>(key: K, value: Settings[K]): void;
}

const pick = ({ theme, showSettings, tagsView, fixedHeader, sidebarLogo }: Settings): Settings => ({ theme, showSettings, tagsView, fixedHeader, sidebarLogo });

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...storedSettings(),
  change(key, value) {
    set({ [key]: value } as Pick<Settings, typeof key>);
    try {
      localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(pick(get())));
    } catch {
      // storage full or blocked: the setting still applies until the page is reloaded
    }
  },
}));
