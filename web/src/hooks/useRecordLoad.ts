import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Loads what `key` names (a record id, say) and hands it to `onLoaded`, or calls `onFailed`.
 * A view kept alive in a tab runs its effects again each time the tab is shown again: what was
 * loaded for the same key is then loaded again only for `onShownAgain` (a form shows what others
 * saved meanwhile, and decides what of it to take: the input typed into it stays). Another key
 * loads afresh; no key loads nothing. After a failed first load, `retry` asks again.
 */
export function useRecordLoad<K, R>(
  key: K | undefined,
  fetch: (key: K, reload: boolean) => Promise<R>,
  onLoaded: (record: R) => void,
  onFailed?: (error: unknown) => void,
  onShownAgain?: (record: R) => void,
): { retry(): void } {
  const loadedKey = useRef<K | undefined>(undefined);
  const request = useEffectEvent((wanted: K, reload: boolean) => fetch(wanted, reload));
  const loaded = useEffectEvent((wanted: K, record: R) => {
    loadedKey.current = wanted;
    onLoaded(record);
  });
  const failed = useEffectEvent((error: unknown) => onFailed?.(error));
  const reloaded = useEffectEvent((record: R) => onShownAgain?.(record));
  const reloads = onShownAgain !== undefined;
  const [tries, setTries] = useState(0);

  useEffect(() => {
    if (key === undefined) {
      loadedKey.current = undefined;
      return;
    }
    const again = Object.is(loadedKey.current, key);
    if (again && !reloads) return;
    let current = true;
    request(key, again).then(
      (record) => {
        if (!current) return;
        if (again) reloaded(record);
        else loaded(key, record);
      },
      (error: unknown) => {
        // A failed reload leaves the record shown; only a first load fails.
        if (current && !again) failed(error);
      },
    );
    return () => {
      current = false;
    };
  }, [key, reloads, tries]);

  return { retry: useCallback(() => setTries((count) => count + 1), []) };
}
