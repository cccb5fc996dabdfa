import { describe, expect, it } from 'vitest';
import { isHexColor, normalizeHex, shadeColor, themeCluster, themeCssVariables, themeTokens, tintColor } from './theme.ts';

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
    expect(Object.keys(variables)).toHaveLength(11);
    expect(variables['--theme-tint-0']).toBe('#11a983');
    expect(variables['--theme-shade']).toBe(shadeColor('#11a983', 0.1));
  });

  it('accepts #rgb and #rrggbb only', () => {
    expect(isHexColor('#abc')).toBe(true);
    expect(isHexColor('#A1B2C3')).toBe(true);
    expect(isHexColor('red')).toBe(false);
    expect(isHexColor('#abcd')).toBe(false);
    expect(normalizeHex('#ABC')).toBe('#aabbcc');
  });
});
