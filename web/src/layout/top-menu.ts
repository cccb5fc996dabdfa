import type { RouteEntry } from '@ews/contract';
import { entryFullPath } from '@ews/contract/route-paths';
import { isListed } from './menu.tsx';

/** A top bar item is about 96 px wide, and the rest of the bar takes 620 px. */
export const TOP_ITEM_WIDTH = 96;
export const TOP_BAR_ALLOWANCE = 620;

/** How many top menu items fit at once in a window `width` px wide (at least one). */
export function visibleTopCount(width: number): number {
  return Math.max(1, Math.floor((width - TOP_BAR_ALLOWANCE) / TOP_ITEM_WIDTH));
}

/** The first item shown: within the list, and moved just enough to show the item at `keep` (when there is one). */
export function topWindowStart(start: number, total: number, visible: number, keep = -1): number {
  let first = Math.min(Math.max(0, start), Math.max(0, total - visible));
  if (keep >= 0 && keep < first) first = keep;
  if (keep >= first + visible) first = keep - visible + 1;
  return first;
}

export interface TopEntry {
  entry: RouteEntry;
  fullPath: string;
}

/** The top-level entries the user may see, in menu order. */
export function topEntries(entries: RouteEntry[]): TopEntry[] {
  return entries.filter(isListed).map((entry) => ({ entry, fullPath: entryFullPath(entry) }));
}

/** Whether `path` is the entry's page or lies below it (hidden pages included). */
export function containsPath(entry: RouteEntry, fullPath: string, path: string): boolean {
  if (path === fullPath || path.startsWith(`${fullPath}/`)) return true;
  return entry.children.some((child) => containsPath(child, entryFullPath(child, fullPath), path));
}

/** Which top entry the page at `path` belongs to; -1 for none. */
export function chosenTopIndex(tops: TopEntry[], path: string): number {
  return tops.findIndex(({ entry, fullPath }) => containsPath(entry, fullPath, path));
}

/** Where choosing an entry goes: its own page, else its redirect, else the first page below it. */
export function landingPath(entry: RouteEntry, fullPath: string): string {
  const listed = entry.children.filter(isListed);
  const first = listed[0];
  if (!first) return fullPath;
  if (entry.redirect && entry.redirect !== 'noRedirect') return entry.redirect;
  return landingPath(first, entryFullPath(first, fullPath));
}
