import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { readViewQuery, saveViewQuery } from './saved-query.ts';

/** A Storage of a Map, as sessionStorage holds strings. */
function memoryStorage() {
  const stored = new Map<string, string>();
  return { stored, setItem: (key: string, value: string) => void stored.set(key, value), getItem: (key: string) => stored.get(key) ?? null };
}

describe('a list query kept for a reload', () => {
  it("is kept under '{path}_queryParams' and read back with the date pickers' values as dates", () => {
    const storage = memoryStorage();
    const from = dayjs('2026-03-01T00:00:00');
    saveViewQuery('/surveillance/surveyList', { query: { page: 3, limit: 20, focusType: 'A' }, filters: { focusType: 'A', dates: [from, null] } }, storage);
    expect([...storage.stored.keys()]).toEqual(['/surveillance/surveyList_queryParams']);
    const read = readViewQuery<{ page: number }, { focusType: string; dates: [dayjs.Dayjs, null] }>('/surveillance/surveyList', storage);
    expect(read?.query).toEqual({ page: 3, limit: 20, focusType: 'A' });
    expect(dayjs.isDayjs(read?.filters.dates[0])).toBe(true);
    expect(read?.filters.dates[0].valueOf()).toBe(from.valueOf());
    expect(read?.filters.dates[1]).toBeNull();
  });

  it('is none when nothing, or nothing readable, was kept', () => {
    const storage = memoryStorage();
    expect(readViewQuery('/a', storage)).toBeUndefined();
    storage.setItem('/a_queryParams', '{broken');
    expect(readViewQuery('/a', storage)).toBeUndefined();
    storage.setItem('/a_queryParams', '{"filters":{}}');
    expect(readViewQuery('/a', storage)).toBeUndefined();
  });
});
