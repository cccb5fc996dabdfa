import dayjs from 'dayjs';
import { viewSessionKey } from './view-session.ts';

/** A list's query (filters, sort, page, page size) and its filter form's values, as a reload finds them. */
export interface SavedQuery<Q, F> {
  query: Q;
  filters: F;
}

/** How a date picker's value is written down: JSON would make it a string the picker cannot take back. */
const DATE_TAG = '$date';

/** Keeps the list query of the view at `path` under '{path}_queryParams' (SPEC §4), for a reload of this browser tab. */
export function saveViewQuery<Q, F>(path: string, saved: SavedQuery<Q, F>, storage?: Pick<Storage, 'setItem'>): void {
  const text = JSON.stringify(saved, function (this: Record<string, unknown>, key: string, value: unknown) {
    const original = this[key];
    return dayjs.isDayjs(original) ? { [DATE_TAG]: original.toISOString() } : value;
  });
  try {
    (storage ?? sessionStorage).setItem(viewSessionKey(path, '_queryParams'), text);
  } catch {
    // storage full or blocked: a reload starts the list afresh
  }
}

/** The list query kept for the view at `path`, dates as the pickers take them; undefined when none (or an unreadable one) is kept. */
export function readViewQuery<Q, F>(path: string, storage?: Pick<Storage, 'getItem'>): SavedQuery<Q, F> | undefined {
  try {
    // Inside the try: the server drawing a list's first rows has no sessionStorage, and a browser may block it.
    const text = (storage ?? sessionStorage).getItem(viewSessionKey(path, '_queryParams'));
    const saved: unknown = text && JSON.parse(text, (_key, value: unknown) => (value && typeof value === 'object' && DATE_TAG in value ? dayjs((value as Record<string, string>)[DATE_TAG]) : value));
    if (!saved || typeof saved !== 'object' || !('query' in saved) || typeof saved.query !== 'object' || !saved.query) return undefined;
    return saved as SavedQuery<Q, F>;
  } catch {
    return undefined;
  }
}
