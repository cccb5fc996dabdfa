import type { Map as MapLibreMap, Popup } from 'maplibre-gl';

/** Room (px) kept between a popup and the map's edges or the controls panel. */
const MARGIN = 10;
/** The widest a popup grows, on a map wide enough for it. */
const POPUP_MAX_WIDTH = 320;

interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How far (px) `box` must move to lie inside `area`, its top left corner first when it is too large for it. */
function moveInto(box: DOMRect, area: Area): { dx: number; dy: number; fits: boolean } {
  const shift = (start: number, end: number, min: number, max: number) => (start < min || end - start > max - min ? min - start : end > max ? max - end : 0);
  return {
    dx: shift(box.left, box.right, area.left, area.right),
    dy: shift(box.top, box.bottom, area.top, area.bottom),
    fits: box.width <= area.right - area.left && box.height <= area.bottom - area.top,
  };
}

/**
 * The shortest move that puts `box` inside the map beside or below the panel; where neither holds
 * it (a phone with the panel open), inside the map, over the panel (map.css draws popups above it).
 */
function popupMove(box: DOMRect, map: DOMRect, panel: DOMRect | undefined): { dx: number; dy: number } {
  const whole = { left: map.left + MARGIN, top: map.top + MARGIN, right: map.right - MARGIN, bottom: map.bottom - MARGIN };
  const besidePanel = panel ? [{ ...whole, left: panel.right + MARGIN }, { ...whole, top: panel.bottom + MARGIN }] : [whole];
  const moves = besidePanel.map((area) => moveInto(box, area)).filter((move) => move.fits);
  const distance = ({ dx, dy }: { dx: number; dy: number }) => Math.hypot(dx, dy);
  return moves.sort((a, b) => distance(a) - distance(b))[0] ?? moveInto(box, whole);
}

/**
 * Fits an open popup to the map's width and pans the map until the popup lies wholly inside it,
 * clear of the controls panel `panel` covers. The popup keeps one anchor (MapLibre's own choice
 * changes with its place on the map), so the pan moves it by exactly the distance measured.
 */
export function bringPopupIntoView(map: MapLibreMap, popup: Popup, panel: HTMLElement | null): void {
  const container = map.getContainer().getBoundingClientRect();
  popup.setMaxWidth(`${Math.min(POPUP_MAX_WIDTH, container.width - 2 * MARGIN)}px`);
  const { dx, dy } = popupMove(popup.getElement().getBoundingClientRect(), container, panel?.getBoundingClientRect());
  if (dx !== 0 || dy !== 0) map.panBy([-dx, -dy]);
}
