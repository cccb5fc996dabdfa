/** The default theme colour and the eight presets of the settings drawer. */
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

/** WCAG relative luminance of a colour. */
function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const READABLE_RATIO = 4.5;

/**
 * `color`, darkened in steps of 5 % until text in it reads on `background` (WCAG AA, 4.5:1): the
 * theme colour keeps filling what it fills, and text, links and tags take this shade of it.
 */
export function readableShade(color: string, background = '#ffffff'): string {
  let shade = normalizeHex(color);
  for (let step = 1; contrastRatio(shade, background) < READABLE_RATIO && step <= 20; step++) shade = shadeColor(color, step * 0.05);
  return shade;
}

/** A tag in `color`: its tint behind, its readable shade in front, so that the words read at 4.5:1. */
export function tagColors(color: string): { color: string; background: string; borderColor: string } {
  const background = tintColor(color, 0.9);
  return { color: readableShade(color, background), background, borderColor: tintColor(color, 0.6) };
}

/**
 * The palette of a theme colour: ten tints, from the colour itself (0 %) to 90 %
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
  // Text in the theme colour must read on white and on the lightest tint (selected rows and tabs).
  const text = readableShade(color, light9);
  return {
    colorPrimary: base,
    colorInfo: base,
    colorLink: text,
    colorPrimaryHover: light2,
    colorLinkHover: shadeColor(text, 0.1),
    colorPrimaryTextHover: shadeColor(text, 0.1),
    colorPrimaryBorderHover: light4,
    colorPrimaryBorder: light6,
    colorPrimaryBgHover: light8,
    colorPrimaryBg: light9,
    colorPrimaryActive: shade,
    colorLinkActive: shade,
    colorPrimaryTextActive: shadeColor(text, 0.15),
    colorPrimaryText: text,
    // The greys antd writes secondary text, placeholders and help in, and the status colours of
    // tags and danger links, darkened to read at 4.5:1 on white.
    colorTextPlaceholder: '#707070',
    colorTextTertiary: '#666666',
    colorTextDescription: '#666666',
    colorError: readableShade('#ff4d4f'),
  };
}

/** antd component tokens: controls that carry white text on the theme colour take its readable shade. */
export function themeComponents(color: string) {
  const text = readableShade(color, tintColor(color, 0.9));
  const filled = { colorPrimary: text, colorPrimaryHover: shadeColor(text, 0.1), colorPrimaryActive: shadeColor(text, 0.2) };
  // An unchecked switch writes white on grey: the grey darkened too.
  const switchOff = { colorTextQuaternary: '#707070', colorTextTertiary: '#5c5c5c' };
  return { Button: filled, Switch: { ...filled, ...switchOff }, Menu: { itemSelectedColor: text, horizontalItemSelectedColor: text, darkItemSelectedBg: text } };
}

/** WCAG AA for icons and other graphics. */
const GRAPHIC_RATIO = 3;

/** What an icon drawn on a fill of `color` is drawn in: white where it stands out, near-black on pale fills. */
export function onFill(color: string): string {
  return contrastRatio('#ffffff', color) >= GRAPHIC_RATIO ? '#ffffff' : 'rgba(0, 0, 0, 0.88)';
}

/**
 * The cluster as CSS variables for styles outside antd: --theme-tint-0 … --theme-tint-9,
 * --theme-shade, --theme-text (text in the theme colour) and --theme-on-fill (icons on it).
 */
export function themeCssVariables(color: string): Record<string, string> {
  const { tints, shade } = themeCluster(color);
  return Object.fromEntries([
    ...tints.map((tint, step) => [`--theme-tint-${step}`, tint]),
    ['--theme-shade', shade],
    ['--theme-text', readableShade(color, tints[9])],
    ['--theme-on-fill', onFill(tints[0]!)],
  ]);
}

/** Sets the theme colour's CSS variables on <html>, where the sign-in page, the shell's styles and the loading bar read them. */
export function applyThemeVariables(color: string): void {
  for (const [name, value] of Object.entries(themeCssVariables(color))) document.documentElement.style.setProperty(name, value);
}
