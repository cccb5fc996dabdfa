/** Avatars are 80×80; the contract accepts PNG, JPEG or WebP data URLs of at most 256 KB. */
export const AVATAR_SIZE = 80;
export const AVATAR_MAX_BYTES = 256 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export class AvatarError extends Error {
  constructor(readonly reason: 'type' | 'unreadable' | 'tooLarge') {
    super(reason);
    this.name = 'AvatarError';
  }
}

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The centred square of a width×height picture (what "cover" keeps when it fills a square). */
export function coverSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, side };
}

/**
 * An image file scaled (and centre-cropped) to 80×80 on a canvas, as a PNG data URL, or a JPEG
 * one when the PNG would exceed the limit. Rejects with an AvatarError.
 */
export async function resizeAvatar(file: Blob): Promise<string> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) throw new AvatarError('type');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new AvatarError('unreadable');
  }
  try {
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_SIZE;
    canvas.height = AVATAR_SIZE;
    const context = canvas.getContext('2d');
    if (!context) throw new AvatarError('unreadable');
    context.imageSmoothingQuality = 'high';
    const { x, y, side } = coverSquare(bitmap.width, bitmap.height);
    context.drawImage(bitmap, x, y, side, side, 0, 0, AVATAR_SIZE, AVATAR_SIZE);
    for (const [type, quality] of [['image/png', undefined], ['image/webp', 0.9], ['image/jpeg', 0.85]] as const) {
      const url = canvas.toDataURL(type, quality);
      // A browser without the encoder falls back to PNG; the contract takes these three only.
      if (url.startsWith(`data:${type};base64,`) && dataUrlBytes(url) <= AVATAR_MAX_BYTES) return url;
    }
    throw new AvatarError('tooLarge');
  } finally {
    bitmap.close();
  }
}
