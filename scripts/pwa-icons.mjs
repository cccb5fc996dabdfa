// The installed app's icons, drawn at build time (web/vite.config.ts emits them): a white ring and a
// red site mark on the console's dark blue, as PNG files written with zlib alone, so the build
// needs no image library and the repository holds no binary.
import zlib from 'node:zlib';

const BACKGROUND = [0x1f, 0x3a, 0x5f];
const RING = [0xff, 0xff, 0xff];
const MARK = [0xd3, 0x2f, 0x2f];
/** Samples per pixel side: the shapes' edges are smoothed by averaging a 4×4 grid. */
const SAMPLES = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The colour at (x, y) of a unit square: the ring and the mark inside `scale` of it (a maskable
 * icon keeps them within the middle 80 %, which every launcher's mask leaves visible), and the
 * background with rounded corners unless the icon is maskable (the launcher cuts its own shape).
 */
function colourAt(x, y, maskable) {
  const scale = maskable ? 0.8 : 1;
  const dx = (x - 0.5) / scale;
  const dy = (y - 0.5) / scale;
  const distance = Math.hypot(dx, dy);
  if (!maskable) {
    const corner = 0.18;
    const cx = Math.min(Math.max(x, corner), 1 - corner);
    const cy = Math.min(Math.max(y, corner), 1 - corner);
    if (Math.hypot(x - cx, y - cy) > corner) return undefined;
  }
  if (distance <= 0.14) return MARK;
  if (distance >= 0.26 && distance <= 0.34) return RING;
  return BACKGROUND;
}

/** A square RGBA PNG of `size` pixels. */
export function iconPng(size, { maskable = false } = {}) {
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0: the row as it is
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = colourAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, maskable);
          if (!colour) continue;
          for (let i = 0; i < 3; i++) sum[i] += colour[i];
          sum[3] += 255;
        }
      }
      const covered = sum[3] / 255;
      for (let i = 0; i < 3; i++) row[1 + px * 4 + i] = covered ? Math.round(sum[i] / covered) : 0;
      row[1 + px * 4 + 3] = Math.round(sum[3] / SAMPLES ** 2);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits a channel, RGBA, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The icons the web manifest names, by their path in the built app. */
export const PWA_ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/maskable-512.png', size: 512, maskable: true },
];
