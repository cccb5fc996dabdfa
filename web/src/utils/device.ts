/** The top bar takes a phone or tablet by its user agent (the sidebar goes by width, below 992 px). */
export function isMobileUserAgent(userAgent: string = navigator.userAgent): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(userAgent);
}

/** Below this window width the layout is the mobile one; resizes are followed at most every 400 ms. */
export const MOBILE_WIDTH = 992;
export const RESIZE_THROTTLE_MS = 400;
