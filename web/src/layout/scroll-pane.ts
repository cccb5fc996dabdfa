/** The space kept between the shown tab and the edge of the tabs bar. */
export const TAG_SPACING = 4;

interface Box {
  offsetLeft: number;
  offsetWidth: number;
}

/**
 * The scrollLeft of the tabs bar that shows tab `index` with its neighbours: the first tab
 * scrolls to the start, the last to the end, any other so that the tabs before and after it
 * are in view, 4 px from the edge.
 */
export function scrollLeftFor(tags: Box[], index: number, scrollLeft: number, containerWidth: number, scrollWidth: number): number {
  if (index < 0 || tags.length === 0) return scrollLeft;
  if (index === 0) return 0;
  if (index === tags.length - 1) return Math.max(0, scrollWidth - containerWidth);
  const previous = tags[index - 1] as Box;
  const next = tags[index + 1] as Box;
  const afterNext = next.offsetLeft + next.offsetWidth + TAG_SPACING;
  const beforePrevious = previous.offsetLeft - TAG_SPACING;
  if (afterNext > scrollLeft + containerWidth) return afterNext - containerWidth;
  if (beforePrevious < scrollLeft) return beforePrevious;
  return scrollLeft;
}
