import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Loads what `key` names (a record id, say) and hands it to `onLoaded`, or calls `onFailed`.
 * A view kept alive in a tab runs its effects again each time the tab is shown again; what was
 * loaded for the same key is loaded again then only when `reloadWhenShown()` says so (a form
 * with nothing unsaved: it shows what others saved meanwhile), so the input typed into a form
 * stays. Another key loads afresh; no key loads nothing.
 */
export function useRecordLoad<K, R>(
  key: K | undefined,
  fetch: (key: K) => Promise<R>,
  onLoaded: (record: R) => void,
  onFailed?: () => void,
  reloadWhenShown: () => boolean = () => false,
): void {
  const loadedKey = useRef<K | undefined>(undefined);
  const request = useEffectEvent((wanted: K) => fetch(wanted));
  const loaded = useEffectEvent((wanted: K, record: R) => {
    loadedKey.current = wanted;
    onLoaded(record);
  });
  const failed = useEffectEvent(() => onFailed?.());
  const reloading = useEffectEvent(() => reloadWhenShown());

  useEffect(() => {
    if (key === undefined) {
      loadedKey.current = undefined;
      return;
    }
    const again = Object.is(loadedKey.current, key);
    if (again && !reloading()) return;
    let current = true;
    request(key).then(
      (record) => {
        // A reload whose form was edited while it was on its way leaves the input alone.
        if (current && (!again || reloading())) loaded(key, record);
      },
      () => {
        // A failed reload leaves the record shown; only a first load is missing.
        if (current && !again) failed();
      },
    );
    return () => {
      current = false;
    };
  }, [key]);
}
