import { describe, expect, it } from 'vitest';
import { clearViewSession, viewSessionKey } from './view-session.ts';

describe('view session keys', () => {
  it('removes the five keys of one path and nothing else', () => {
    const stored = new Map<string, string>();
    for (const key of ['/a_queryParams', '/a_activeName', '/a_timeList', '/a_list', '/a_total', '/a_other', '/b_list']) stored.set(key, '1');
    clearViewSession('/a', { removeItem: (key) => stored.delete(key) });
    expect([...stored.keys()].sort()).toEqual(['/a_other', '/b_list']);
  });

  it('names a key path + suffix', () => {
    expect(viewSessionKey('/epidemicSource/sourceList', '_queryParams')).toBe('/epidemicSource/sourceList_queryParams');
  });
});
