/**
 * Paging of every list: pages count from 1, 20 rows by default, at most 100. Without zod, so the
 * list screens' pager and the page query of the schemas (schemas/common.ts) share one home.
 */
export const DEFAULT_PAGE = 1;
/** The page sizes a list offers, the largest being the most a page may hold. */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const DEFAULT_LIMIT: (typeof PAGE_SIZES)[number] = 20;
export const MAX_LIMIT = Math.max(...PAGE_SIZES);
