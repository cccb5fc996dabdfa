import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_TABS_KEY, useTagsViewStore, type TagView } from './tagsView.ts';

const stored = new Map<string, string>();
// The store keeps its tabs and forgets closed views' keys in sessionStorage; node has none, so a Map stands in.
globalThis.sessionStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
} as Storage;
/** The views' own session keys, without the store's list of open tabs. */
const viewKeys = () => [...stored.keys()].filter((key) => key !== OPEN_TABS_KEY);

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
    expect(viewKeys()).toEqual(['/a_list']);
  });

  it('closes the others, or all, keeping the affix tabs', () => {
    stored.set('/a_total', '1');
    useTagsViewStore.getState().delOthersViews('/b');
    expect(paths()).toEqual(['/dash', '/b']);
    expect(cached()).toEqual(['/b']);
    expect(viewKeys()).toEqual([]);
    useTagsViewStore.getState().delAllViews();
    expect(paths()).toEqual(['/dash']);
    expect(cached()).toEqual([]);
    // Nothing is left for a reload to reopen: nothing is kept.
    expect(stored.size).toBe(0);
  });

  it('stops keeping a view alive without closing its tab', () => {
    useTagsViewStore.getState().delCachedView('/b');
    expect(paths()).toEqual(['/dash', '/a', '/b', '/c']);
    expect(cached()).toEqual(['/a', '/c']);
  });

  it('keeps the open tabs where a reload of this browser tab finds them, and reopens them, the affix ones coming from the routes', async () => {
    useTagsViewStore.getState().addView(view('/n', { noCache: true, fullPath: '/n?q=1' }));
    const kept = stored.get(OPEN_TABS_KEY);
    expect((JSON.parse(kept!) as TagView[]).map((open) => open.fullPath)).toEqual(['/a', '/b', '/c', '/n?q=1']);
    vi.resetModules();
    const reloaded = (await import('./tagsView.ts')).useTagsViewStore;
    expect(reloaded.getState().visitedViews).toEqual([view('/a'), view('/b'), view('/c'), view('/n', { noCache: true, fullPath: '/n?q=1' })]);
    expect(reloaded.getState().cachedViews).toEqual([]);
  });

  it('reopens nothing from a list that is not one of tabs', async () => {
    for (const junk of ['not json', '{"path":"/a"}', '[{"path":1},null,"x"]']) {
      stored.set(OPEN_TABS_KEY, junk);
      vi.resetModules();
      expect((await import('./tagsView.ts')).useTagsViewStore.getState().visitedViews).toEqual([]);
    }
  });

  it('closes the reopened tabs of views the user may no longer open, never an affix one', () => {
    stored.set('/b_list', '1');
    useTagsViewStore.getState().keepRoutable((path) => path !== '/b' && path !== '/dash');
    expect(paths()).toEqual(['/dash', '/a', '/c']);
    expect(cached()).toEqual(['/a', '/c']);
    expect(viewKeys()).toEqual([]);
  });
});
