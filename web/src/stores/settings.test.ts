import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readSettings } from './settings.ts';

describe('readSettings', () => {
  it('starts from the defaults', () => {
    expect(readSettings(null)).toEqual({ theme: '#1890ff', showSettings: true, tagsView: true, fixedHeader: false, sidebarLogo: false });
  });

  it('takes what was remembered', () => {
    const saved = JSON.stringify({ theme: '#F5222D', tagsView: false, fixedHeader: true, sidebarLogo: true });
    expect(readSettings(saved)).toEqual({ theme: '#f5222d', showSettings: true, tagsView: false, fixedHeader: true, sidebarLogo: true });
  });

  it('ignores values of the wrong kind and unreadable text', () => {
    expect(readSettings(JSON.stringify({ theme: 'url(x)', tagsView: 'no' }))).toEqual(DEFAULT_SETTINGS);
    expect(readSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(readSettings('null')).toEqual(DEFAULT_SETTINGS);
  });
});
