import type { RouteEntry } from '@ews/contract';
import Fuse, { type IFuseOptions } from 'fuse.js';
import { entryFullPath } from '@ews/contract/route-paths';
import { isListed } from './menu.tsx';

/** A page the header search offers: its path, and its title after the titles of the entries above it. */
export interface SearchablePage {
  path: string;
  title: string[];
  /** The pinyin of its Chinese titles, in full and as initials (title-pinyin.ts): matched as its title is. */
  spoken?: string[];
}

/**
 * Titles weigh 0.7 and paths 0.3, threshold 0.4, patterns of at most 32
 * characters. Fuse 7 has no pattern length limit of its own: searchPages answers nothing past it,
 * as Fuse's maxPatternLength did, and the field takes no more (HeaderSearchField).
 */
export const SEARCH_OPTIONS: IFuseOptions<SearchablePage> = {
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
  threshold: 0.4,
  shouldSort: true,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
};
export const SEARCH_PATTERN_LIMIT = 32;

/** Whether a title is written in Chinese characters, which a search typed without an input method reaches only by pinyin. */
export const isChineseTitle = (title: string) => /\p{Script=Han}/u.test(title);

/**
 * The permitted, listed (not hidden, not button) entries, titles in the current language: pages,
 * and directories that redirect to a page of theirs.
 */
export function searchablePages(entries: RouteEntry[], translate: (title: string) => string, parentFullPath = '', prefix: string[] = []): SearchablePage[] {
  return entries.filter(isListed).flatMap((entry) => {
    const path = entryFullPath(entry, parentFullPath);
    const title = [...prefix, translate(entry.meta.title)];
    const isPage = !entry.children.some(isListed);
    const own = isPage || (entry.redirect && entry.redirect !== 'noRedirect') ? [{ path, title }] : [];
    return [...own, ...searchablePages(entry.children, translate, path, title)];
  });
}

/** The title's key reads the spoken forms too, so that pinyin weighs as the title it spells. */
const titleOrSpoken = (page: SearchablePage, path: string | string[]) =>
  String(path) === 'title' ? [...page.title, ...(page.spoken ?? [])] : Fuse.config.getFn(page, path);

export function pageIndex(pages: SearchablePage[]): Fuse<SearchablePage> {
  return new Fuse(pages, { ...SEARCH_OPTIONS, getFn: titleOrSpoken });
}

/** The pages matching `query`, best first; none for an empty query or one past the 32-character pattern limit. */
export function searchPages(index: Fuse<SearchablePage>, query: string): SearchablePage[] {
  const pattern = query.trim();
  if (!pattern || pattern.length > SEARCH_PATTERN_LIMIT) return [];
  return index.search(pattern).map((result) => result.item);
}
