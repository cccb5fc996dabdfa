/** The side of a cropped avatar, in canvas pixels. */
export const AVATAR_SIZE = 200;

/**
 * The square of an image that an avatar shows: the largest square, narrowed by `zoom` (1 or more),
 * slid across what is left by `x` and `y` (0 at the left or top, 1 at the right or bottom).
 */
export function squareCrop(width: number, height: number, zoom: number, x: number, y: number): { sx: number; sy: number; size: number } {
  const size = Math.min(width, height) / Math.max(zoom, 1);
  const clamp = (value: number) => Math.min(Math.max(value, 0), 1);
  return { sx: (width - size) * clamp(x), sy: (height - size) * clamp(y), size };
}
