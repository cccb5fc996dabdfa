import { onThrottledResize } from '../layout/useWindowWidth.ts';

/** antd's boxes that scroll a table wider or taller than its place. */
const TABLE_SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * A table wider than its box must scroll by keyboard too (axe's scrollable-region-focusable): antd's
 * scrolling box is no tab stop, and a table of tags and text holds nothing focusable to reach it by.
 * Each box that overflows becomes a tab stop, and stops being one when it fits again. Watches `root`
 * for tables coming and going, and the window for resizes, checking once a frame at most.
 */
export function keepScrollRegionsFocusable(root: HTMLElement = document.body): () => void {
  const update = () => {
    for (const box of root.querySelectorAll<HTMLElement>(TABLE_SCROLLERS)) {
      const overflows = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
      if (overflows && !box.hasAttribute('tabindex')) box.tabIndex = 0;
      if (!overflows && box.getAttribute('tabindex') === '0') box.removeAttribute('tabindex');
    }
  };
  let frame = 0;
  const schedule = () => {
    if (frame === 0) {
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    }
  };
  const observer = new MutationObserver(schedule);
  observer.observe(root, { childList: true, subtree: true });
  const stopResize = onThrottledResize(schedule);
  schedule();
  return () => {
    observer.disconnect();
    stopResize();
    cancelAnimationFrame(frame);
  };
}
