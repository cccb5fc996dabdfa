/** A tile 220×180 drawn on a canvas, shown at 10 % opacity over the whole page. */
export const WATERMARK_WIDTH = 220;
export const WATERMARK_HEIGHT = 180;
export const WATERMARK_OPACITY = 0.1;
export const WATERMARK_ID = 'ews-watermark';

/** One tile with `lines` written across it at a slant, as a PNG data URL. */
export function drawWatermark(lines: string[]): string {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK_WIDTH;
  canvas.height = WATERMARK_HEIGHT;
  const context = canvas.getContext('2d');
  if (context) {
    context.translate(WATERMARK_WIDTH / 2, WATERMARK_HEIGHT / 2);
    context.rotate((-20 * Math.PI) / 180);
    context.font = '15px sans-serif';
    context.fillStyle = '#000';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    const lineHeight = 22;
    lines.forEach((line, index) => context.fillText(line, 0, (index - (lines.length - 1) / 2) * lineHeight, WATERMARK_WIDTH - 20));
  }
  return canvas.toDataURL('image/png');
}

function styleFor(image: string): string {
  return [
    'position: fixed',
    'inset: 0',
    'z-index: 9999',
    'pointer-events: none',
    `opacity: ${WATERMARK_OPACITY}`,
    `background-image: url("${image}")`,
    'background-repeat: repeat',
    `background-size: ${WATERMARK_WIDTH}px ${WATERMARK_HEIGHT}px`,
  ].join('; ');
}

/**
 * Lays the watermark over the page; it never takes a click (pointer-events: none). Removing it
 * from the DOM or changing its style puts it back as it was. Returns the function that takes it
 * away for good (sign-out, another user).
 */
export function mountWatermark(lines: string[], container: HTMLElement = document.body): () => void {
  const style = styleFor(drawWatermark(lines));
  const attributes: Record<string, string> = { id: WATERMARK_ID, 'aria-hidden': 'true', 'data-testid': 'watermark', style };
  const layer = document.createElement('div');
  // Exactly these attributes: a class or `hidden` added from the console is taken off again.
  const dress = () => {
    for (const name of layer.getAttributeNames()) if (!(name in attributes)) layer.removeAttribute(name);
    for (const [name, value] of Object.entries(attributes)) if (layer.getAttribute(name) !== value) layer.setAttribute(name, value);
  };
  dress();
  container.append(layer);

  const guard = new MutationObserver(() => {
    dress();
    if (layer.parentNode !== container) container.append(layer);
  });
  guard.observe(container, { childList: true });
  guard.observe(layer, { attributes: true });

  return () => {
    guard.disconnect();
    layer.remove();
  };
}
