/**
 * Where each kept-alive view was scrolled to. The router scrolls to the top on every navigation
 * except back to a view that was kept alive, which finds its scroll position as it
 * left it: the layout records the position of the view on show and forgets the views it drops.
 */
const positions = new Map<string, number>();

/**
 * Records the window's position for the view at `path`, unless the address has already moved on.
 * A navigation scrolls the window (to the next view's place, or as the page grows shorter) before
 * React has replaced the scroll listener of the view being left (a navigation is a transition, and
 * its effects may run after the browser's scroll event): that scroll is not the left view's, and
 * recording it sent a user coming back to the top.
 */
export function rememberScrollOf(path: string): void {
  if (window.location.pathname === path) positions.set(path, window.scrollY);
}

/** Where the view at `path` was left, or undefined when it starts at the top. */
export function savedScroll(path: string): number | undefined {
  return positions.get(path);
}

/** Forgets every view but those in `kept`. */
export function retainScroll(kept: ReadonlySet<string>): void {
  for (const path of positions.keys()) if (!kept.has(path)) positions.delete(path);
}
