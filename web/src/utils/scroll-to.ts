/** After a page change the list scrolls back to the top in 800 ms. */
export const SCROLL_DURATION_MS = 800;

/** Quadratic ease-in-out of `elapsed` (0..duration) from `start` by `change`. */
export function easeInOutQuad(elapsed: number, start: number, change: number, duration: number): number {
  let t = elapsed / (duration / 2);
  if (t < 1) return (change / 2) * t * t + start;
  t--;
  return (-change / 2) * (t * (t - 2) - 1) + start;
}

let running = 0;

/** Scrolls the page to `to` (px from the top) over `duration` ms; a newer call takes over an older one. */
export function scrollTo(to: number, duration = SCROLL_DURATION_MS, done?: () => void): void {
  const element = document.scrollingElement ?? document.documentElement;
  const start = element.scrollTop;
  const change = to - start;
  const id = ++running;
  if (change === 0 || duration <= 0) {
    element.scrollTop = to;
    done?.();
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    if (id !== running) return;
    const elapsed = Math.min(now - began, duration);
    element.scrollTop = easeInOutQuad(elapsed, start, change, duration);
    if (elapsed < duration) requestAnimationFrame(step);
    else done?.();
  };
  requestAnimationFrame(step);
}
