import { beforeEach, describe, expect, it } from 'vitest';
import { useTagsViewStore, type TagView } from './tagsView.ts';

const stored = new Map<string, string>();
// The store forgets closed views' keys in sessionStorage; node has none, so a Map stands in.
globalThis.sessionStorage = {
  removeItem: (key: string) => void stored.delete(key),
} as Storage;

const view = (path: string, fields: Partial<TagView> = {}): TagView => ({ path, fullPath: path, title: path, affix: false, noCache: false, ...fields });
const paths = () => useTagsViewStore.getState().visitedViews.map((open) => open.path);
const cached = () => useTagsViewStore.getState().cachedViews;

beforeEach(() => {
  useTagsViewStore.getState().reset();
  useTagsViewStore.getState().setAffixViews([view('/dash', { affix: true })]);
  for (const path of ['/a', '/b', '/c']) useTagsViewStore.getState().addView(view(path));
  stored.clear();
});

describe('the tabs store', () => {
  it('opens one tab per path, updating its query, and keeps views alive unless noCache', () => {
    useTagsViewStore.getState().addView(view('/a', { fullPath: '/a?x=1' }));
    useTagsViewStore.getState().addView(view('/n', { noCache: true }));
    expect(paths()).toEqual(['/dash', '/a', '/b', '/c', '/n']);
    expect(useTagsViewStore.getState().visitedViews[1]?.fullPath).toBe('/a?x=1');
    expect(cached()).toEqual(['/a', '/b', '/c']);
  });

  it('closes one tab and forgets its session keys, never an affix tab', () => {
    for (const key of ['/b_queryParams', '/b_activeName', '/b_timeList', '/b_list', '/b_total', '/a_list']) stored.set(key, '1');
    useTagsViewStore.getState().delView('/b');
    useTagsViewStore.getState().delView('/dash');
    expect(paths()).toEqual(['/dash', '/a', '/c']);
    expect(cached()).toEqual(['/a', '/c']);
    expect([...stored.keys()]).toEqual(['/a_list']);
  });

  it('closes the others, or all, keeping the affix tabs', () => {
    stored.set('/a_total', '1');
    useTagsViewStore.getState().delOthersViews('/b');
    expect(paths()).toEqual(['/dash', '/b']);
    expect(cached()).toEqual(['/b']);
    expect(stored.size).toBe(0);
    useTagsViewStore.getState().delAllViews();
    expect(paths()).toEqual(['/dash']);
    expect(cached()).toEqual([]);
  });

  it('stops keeping a view alive without closing its tab', () => {
    useTagsViewStore.getState().delCachedView('/b');
    expect(paths()).toEqual(['/dash', '/a', '/b', '/c']);
    expect(cached()).toEqual(['/a', '/c']);
  });
});
