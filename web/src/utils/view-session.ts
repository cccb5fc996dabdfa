/**
 * Per-view session storage: a screen may keep its filters, active tab, time range,
 * rows and total under '{path}{suffix}' so they survive a reload; closing the view's tab
 * removes them.
 */
export const VIEW_SESSION_SUFFIXES = ['_queryParams', '_activeName', '_timeList', '_list', '_total'] as const;
export type ViewSessionSuffix = (typeof VIEW_SESSION_SUFFIXES)[number];

export function viewSessionKey(path: string, suffix: ViewSessionSuffix): string {
  return `${path}${suffix}`;
}

/** Removes the session keys of the view at `path`. */
export function clearViewSession(path: string, storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  for (const suffix of VIEW_SESSION_SUFFIXES) storage.removeItem(viewSessionKey(path, suffix));
}
