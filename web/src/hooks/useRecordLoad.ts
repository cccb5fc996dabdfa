import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Loads what `key` names (a record id, say) and hands it to `onLoaded`, or calls `onFailed`.
 * A view kept alive in a tab runs its effects again each time the tab is shown again; what was
 * loaded for the same key is not loaded again then, so the input typed into its form stays.
 * Another key loads afresh; no key loads nothing.
 */
export function useRecordLoad<K, R>(key: K | undefined, fetch: (key: K) => Promise<R>, onLoaded: (record: R) => void, onFailed?: () => void): void {
  const loadedKey = useRef<K | undefined>(undefined);
  const request = useEffectEvent((wanted: K) => fetch(wanted));
  const loaded = useEffectEvent((wanted: K, record: R) => {
    loadedKey.current = wanted;
    onLoaded(record);
  });
  const failed = useEffectEvent(() => onFailed?.());

  useEffect(() => {
    if (key === undefined) {
      loadedKey.current = undefined;
      return;
    }
    if (Object.is(loadedKey.current, key)) return;
    let current = true;
    request(key).then(
      (record) => {
        if (current) loaded(key, record);
      },
      () => {
        if (current) failed();
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
}
