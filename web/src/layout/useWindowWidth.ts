import { useSyncExternalStore } from 'react';
import { RESIZE_THROTTLE_MS } from '../utils/device.ts';

/** Calls `onChange` at most once per 400 ms while the window is resized, and once after the last resize. */
export function onThrottledResize(onChange: () => void): () => void {
  let timer: number | undefined;
  const onResize = () => {
    if (timer !== undefined) return;
    timer = window.setTimeout(() => {
      timer = undefined;
      onChange();
    }, RESIZE_THROTTLE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    window.clearTimeout(timer);
  };
}

const width = () => window.innerWidth;

/** The window's inner width, following resizes (throttled). */
export function useWindowWidth(): number {
  return useSyncExternalStore(onThrottledResize, width);
}
