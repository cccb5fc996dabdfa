import type { RegionNode } from '@ews/contract';
import { FIRST_ROWS_ID } from '@ews/contract/protocol/first-rows';
import { useLayoutEffect } from 'react';
import { viewSessionKey } from '../utils/view-session.ts';

/*
 * The first rows the server draws into a list's page (ssr/source-list-rows.tsx): there, the
 * screen itself is rendered with its first page given (`drawnPage`); in the browser, those rows
 * cover the console while it loads, and it removes them once it shows the page itself, or another.
 */

interface DrawnPage {
  list: unknown[];
  total: number;
  regions: readonly RegionNode[];
}

/** The page a server render draws, set only for the time of that (synchronous) render. */
let drawn: DrawnPage | undefined;

/** Renders with `page` as the list's first page and the region tree, as the server draws them. */
export function renderWithPage<T>(page: DrawnPage, render: () => T): T {
  drawn = page;
  try {
    return render();
  } finally {
    drawn = undefined;
  }
}

/** The first page a server render draws, if this is one. */
export function drawnPage<Row>(): { list: Row[]; total: number } | undefined {
  return drawn as { list: Row[]; total: number } | undefined;
}

/** The region tree a server render names regions with, if this is one. */
export function drawnRegions(): readonly RegionNode[] | undefined {
  return drawn?.regions;
}

/** Removes the server's rows and their stylesheet, when they are there; `keepPlace`: the page takes the place a reader had scrolled them to. */
export function releaseFirstRows(keepPlace = false): void {
  const drawn = document.getElementById(FIRST_ROWS_ID);
  if (!drawn) return;
  const scrolled = { left: drawn.scrollLeft, top: drawn.scrollTop };
  drawn.remove();
  document.getElementById(`${FIRST_ROWS_ID}-css`)?.remove();
  if (keepPlace) window.scrollTo(scrolled);
}

/**
 * At start: the server's rows are the list's first page with no filters, which a list this browser
 * tab had left filtered or on another page (kept under '{path}_queryParams') is not.
 */
export function releaseFirstRowsOfAnotherQuery(pathname: string): void {
  try {
    if (sessionStorage.getItem(viewSessionKey(pathname, '_queryParams')) !== null) releaseFirstRows();
  } catch {
    // storage blocked: no query was kept either
  }
}

/** Removes the server's rows once the console is on another page than theirs: a guard's redirect, a menu entry chosen while they showed. */
export function useFirstRowsOffPage(pathname: string): void {
  useLayoutEffect(() => {
    const drawnFor = document.getElementById(FIRST_ROWS_ID)?.dataset.path;
    if (drawnFor !== undefined && drawnFor !== pathname) releaseFirstRows();
  }, [pathname]);
}

/** Removes the server's rows once the list under them is drawn, with its rows or with an error. */
export function useFirstRowsUntilLoaded(loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) releaseFirstRows(true);
  }, [loading]);
}
