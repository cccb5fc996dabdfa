import { CheckOutlined } from '@ant-design/icons';
import { App, Divider, Drawer, Switch } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore, type Settings } from '../stores/settings.ts';
import { normalizeHex, THEME_PRESETS } from '../utils/theme.ts';

type Switchable = 'tagsView' | 'fixedHeader' | 'sidebarLogo';
const SWITCHES: Switchable[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];

/**
 * The least time the 'Compiling the theme' message stays: antd regenerates its styles within a
 * frame or two, and a message gone that soon is one nobody has seen.
 */
const COMPILING_MESSAGE_MIN_MS = 1_200;

/**
 * Applies a theme colour with the 'Compiling the theme' message while antd regenerates its
 * styles for the new tokens (in the page: no stylesheet is fetched), and long enough to be read.
 */
export function useApplyTheme() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useSettingsStore((state) => state.change);
  return (color: string) => {
    const hide = message.loading(t('settings.compiling'), 0);
    const shownAt = performance.now();
    change('theme', normalizeHex(color));
    // The new styles are in place once the browser has painted the re-rendered page.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(hide, Math.max(0, COMPILING_MESSAGE_MIN_MS - (performance.now() - shownAt)))));
  };
}

/**
 * The browser's own colour picker: any colour, offline, and no picker code in the bundle. The
 * theme follows its 'change' event (the colour chosen), not 'input' (every step of a drag).
 */
function FreeColorPicker({ value, onChange }: { value: string; onChange(color: string): void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const onCommit = () => latest.current(element.value);
    element.addEventListener('change', onCommit);
    return () => element.removeEventListener('change', onCommit);
  }, []);
  return (
    <input
      ref={input}
      type="color"
      className="theme-picker"
      defaultValue={value}
      aria-label={t('settings.customColor')}
      title={t('settings.customColor')}
      data-testid="theme-picker"
    />
  );
}

/** The settings drawer: theme colour (eight presets or any colour) and the layout switches. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const settings = useSettingsStore();
  const applyTheme = useApplyTheme();

  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={300} data-testid="settings-drawer">
      <div className="settings-row">
        <span id="settings-theme">{t('settings.theme')}</span>
      </div>
      <div className="theme-presets" role="radiogroup" aria-labelledby="settings-theme">
        {THEME_PRESETS.map((color) => {
          const chosen = normalizeHex(color) === settings.theme;
          return (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-label={color}
              title={color}
              className="theme-preset"
              style={{ background: color }}
              onClick={() => applyTheme(color)}
              data-testid={`theme-preset-${color}`}
            >
              {chosen && <CheckOutlined />}
            </button>
          );
        })}
        {/* Keyed by the theme, so a preset chosen meanwhile shows in it. */}
        <FreeColorPicker key={settings.theme} value={settings.theme} onChange={applyTheme} />
      </div>
      <Divider />
      {SWITCHES.map((key) => (
        <label key={key} className="settings-row">
          <span>{t(`settings.${key}`)}</span>
          <Switch checked={settings[key]} onChange={(value: Settings[Switchable]) => settings.change(key, value)} data-testid={`settings-${key}`} />
        </label>
      ))}
    </Drawer>
  );
}
