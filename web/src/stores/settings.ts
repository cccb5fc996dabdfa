import { create } from 'zustand';

/** SPEC §1 and §9 defaults; the settings drawer (a later issue) changes them. */
export const DEFAULT_THEME_COLOR = '#1890ff';

interface SettingsState {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  change<K extends 'theme' | 'showSettings' | 'tagsView' | 'fixedHeader' | 'sidebarLogo'>(key: K, value: SettingsState[K]): void;
}

export const useSettingsStore = create<SettingsState>()((set) => ({
  theme: DEFAULT_THEME_COLOR,
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: false,
  change(key, value) {
    set({ [key]: value } as Partial<SettingsState>);
  },
}));
