import type { Language } from '../enums.ts';
import type { RegionNode } from '../schemas/regions.ts';
import type { SourcePoint } from '../schemas/sources.ts';

/*
 * The source list's first rows drawn on the server (issue 20): the server reads the page and calls
 * the web app's server-side build (web/src/ssr/source-list-rows.tsx), which draws it with the
 * screen's own columns; what passes between the two is typed here, where both can see it.
 */

/** SPEC's route of the source list: the page whose first rows arrive in its HTML. */
export const SOURCE_LIST_PATH = '/epidemicSource/sourceList';

/** The element holding the drawn rows, over the console until it shows them itself; its stylesheet's id is this with '-css'. */
export const FIRST_ROWS_ID = 'ews-first-rows';

/** The file of the web app's server-side build that draws them, in dist-ssr/. */
export const SOURCE_LIST_ROWS_MODULE = 'source-list-rows.js';

export interface SourceListRowsInput {
  /** The first page, as source/getList answers it to this user with no filters. */
  page: { list: SourcePoint[]; total: number };
  language: Language;
  /** The size cookie's value ('mini' when missing or unknown). */
  size: string | undefined;
  /** The sidebarStatus cookie's value: '0' closed. */
  sidebar: string | undefined;
  /** The browser's User-Agent: a phone's page is laid out as a phone's. */
  userAgent: string;
  username: string;
  permissions: readonly string[];
  regions: readonly RegionNode[];
}

/** HTML to put before the console's root, the stylesheet it needs, and the page's language and title (as the console sets them). */
export interface DrawnRows {
  html: string;
  css: string;
  language: Language;
  title: string;
}

export type DrawSourceListRows = (input: SourceListRowsInput) => DrawnRows;
