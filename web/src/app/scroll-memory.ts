/**
 * Where each kept-alive view was scrolled to. The router scrolls to the top on every navigation
 * except back to a view that was kept alive, which finds its scroll position as it
 * left it: the layout records the position of the view on show and forgets the views it drops.
 */
const positions = new Map<string, number>();

export function rememberScroll(path: string, top: number): void {
  positions.set(path, top);
}

/** Where the view at `path` was left, or undefined when it starts at the top. */
export function savedScroll(path: string): number | undefined {
  return positions.get(path);
}

/** Forgets every view but those in `kept`. */
export function retainScroll(kept: ReadonlySet<string>): void {
  for (const path of positions.keys()) if (!kept.has(path)) positions.delete(path);
}
