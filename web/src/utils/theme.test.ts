import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColor, normalizeHex, onFill, READABLE_RATIO, readableShade, shadeColor, tagColors, THEME_PRESETS, themeCluster, themeCssVariables, themeTokens, tintColor } from './theme.ts';

describe('theme colours', () => {
  it('mixes a colour with white and black', () => {
    expect(tintColor('#409EFF', 0)).toBe('#409eff');
    expect(tintColor('#409EFF', 0.5)).toBe('#a0cfff');
    expect(tintColor('#000000', 0.9)).toBe('#e6e6e6');
    expect(shadeColor('#409EFF', 0.1)).toBe('#3a8ee6');
  });

  it('gives ten tints from the colour to 90 % white, and a darker shade', () => {
    const { tints, shade } = themeCluster('#1890ff');
    expect(tints).toHaveLength(10);
    expect(tints[0]).toBe('#1890ff');
    expect(tints[9]).toBe('#e8f4ff');
    expect(shade).toBe('#1682e6');
  });

  it('hands antd the cluster for every primary state', () => {
    const tokens = themeTokens('#f5222d');
    expect(tokens.colorPrimary).toBe('#f5222d');
    expect(tokens.colorPrimaryActive).toBe(shadeColor('#f5222d', 0.1));
    expect(tokens.colorPrimaryBg).toBe(tintColor('#f5222d', 0.9));
    expect(tokens.colorPrimaryHover).toBe(tintColor('#f5222d', 0.2));
  });

  it('names the cluster as CSS variables', () => {
    const variables = themeCssVariables('#11a983');
    expect(Object.keys(variables)).toHaveLength(13);
    expect(variables['--theme-tint-0']).toBe('#11a983');
    expect(variables['--theme-shade']).toBe(shadeColor('#11a983', 0.1));
    expect(variables['--theme-text']).toBe(readableShade('#11a983', tintColor('#11a983', 0.9)));
  });

  it('accepts #rgb and #rrggbb only', () => {
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('#A1B2C3')).toBe(true);
    expect(isHexColor('red')).toBe(false);
    expect(isHexColor('#abcd')).toBe(false);
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
  });
});

describe('readable shades of the theme colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
    expect(contrastRatio('#ffffff', '#1890ff')).toBe(contrastRatio('#1890ff', '#ffffff'));
  });

  it('darkens each preset until text in it reads at 4.5:1, and leaves a dark one as it is', () => {
    for (const preset of THEME_PRESETS) {
      const shade = readableShade(preset);
      expect(contrastRatio(shade, '#ffffff'), preset).toBeGreaterThanOrEqual(READABLE_RATIO);
    }
    expect(readableShade('#304156')).toBe('#304156');
    expect(readableShade('#1890ff')).not.toBe('#1890ff');
  });

  it('keeps the theme colour for fills and gives links and tags readable text', () => {
    const tokens = themeTokens('#409EFF');
    expect(tokens.colorPrimary).toBe('#409eff');
    expect(contrastRatio(tokens.colorLink, '#ffffff')).toBeGreaterThanOrEqual(READABLE_RATIO);
    const tag = tagColors('#52c41a');
    expect(contrastRatio(tag.color, tag.background)).toBeGreaterThanOrEqual(READABLE_RATIO);
  });

  it('draws icons on a theme fill in white, or in near-black when the fill is too pale for white', () => {
    expect(onFill('#1890ff')).toBe('#ffffff');
    expect(onFill('#304156')).toBe('#ffffff');
    for (const pale of ['#ffffff', '#ffe58f', '#fadb14']) expect(onFill(pale), pale).toBe('rgba(0, 0, 0, 0.88)');
    expect(themeCssVariables('#ffffff')['--theme-on-fill']).toBe('rgba(0, 0, 0, 0.88)');
  });
});
