import type { ThemeConfig } from 'antd';
import { SIZE_THEME, type Size } from '../stores/app.ts';
import { themeComponents, themeTokens } from '../utils/theme.ts';

/** No space put between two CJK characters in a button: '保存', not '保 存'. */
export const BUTTON_CONFIG = { autoInsertSpace: false } as const;

type Components = Record<string, Record<string, unknown>>;

/** Component tokens of the theme colour and of the size, each component's merged. */
function mergeComponents(theme: Components, sized: Components = {}): Components {
  const merged: Components = { ...theme };
  for (const [name, tokens] of Object.entries(sized)) merged[name] = { ...merged[name], ...tokens };
  return merged;
}

/** antd's theme for a theme colour and a size: the console's, and the one the server draws a list's first rows in (ssr/). */
export function antdTheme(themeColor: string, size: Size): ThemeConfig {
  return { token: { ...themeTokens(themeColor), ...SIZE_THEME[size].token }, components: mergeComponents(themeComponents(themeColor), SIZE_THEME[size].components) };
}
