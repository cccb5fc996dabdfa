/** SPEC §9: the default theme colour and the eight presets of the settings drawer. */
export const DEFAULT_THEME_COLOR = '#1890ff';
export const THEME_PRESETS = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'] as const;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** '#abc' and '#aabbcc' as lower-case '#aabbcc'. */
export function normalizeHex(color: string): string {
  const hex = color.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
}

function channels(color: string): [number, number, number] {
  const hex = normalizeHex(color);
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** `color` mixed with white: tint 0 is the colour itself, 0.9 nearly white. */
export function tintColor(color: string, tint: number): string {
  return toHex(channels(color).map((value) => value + Math.round(tint * (255 - value))));
}

/** `color` mixed with black: shade 0.1 is 10 % darker. */
export function shadeColor(color: string, shade: number): string {
  return toHex(channels(color).map((value) => Math.round((1 - shade) * value)));
}

/**
 * The palette of a theme colour (SPEC §9): ten tints, from the colour itself (0 %) to 90 %
 * white in steps of 10 %, and the shade 10 % darker that pressed controls use.
 */
export function themeCluster(color: string): { tints: string[]; shade: string } {
  return { tints: Array.from({ length: 10 }, (_, step) => tintColor(color, step / 10)), shade: shadeColor(color, 0.1) };
}

/**
 * antd design tokens for a theme colour, every primary-coloured state taken from the cluster,
 * so antd's components and the shell's own CSS (the CSS variables below) agree.
 */
export function themeTokens(color: string) {
  const { tints, shade } = themeCluster(color);
  const [base, , light2, , light4, , light6, , light8, light9] = tints as [string, ...string[]];
  return {
    colorPrimary: base,
    colorInfo: base,
    colorLink: base,
    colorPrimaryHover: light2,
    colorLinkHover: light2,
    colorPrimaryTextHover: light2,
    colorPrimaryBorderHover: light4,
    colorPrimaryBorder: light6,
    colorPrimaryBgHover: light8,
    colorPrimaryBg: light9,
    colorPrimaryActive: shade,
    colorLinkActive: shade,
    colorPrimaryTextActive: shade,
    colorPrimaryText: base,
  };
}

/** The cluster as CSS variables (--theme-tint-0 … --theme-tint-9, --theme-shade) for styles outside antd. */
export function themeCssVariables(color: string): Record<string, string> {
  const { tints, shade } = themeCluster(color);
  return Object.fromEntries([...tints.map((tint, step) => [`--theme-tint-${step}`, tint]), ['--theme-shade', shade]]);
}
