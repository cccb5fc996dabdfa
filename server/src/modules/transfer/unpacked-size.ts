import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export class UnpackedTooLarge extends Error {}
export class NotAZip extends Error {}

interface Entry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

function directoryEntries(zip: Buffer): Entry[] {
  const searchFrom = Math.max(0, zip.length - 65_557);
  let end = -1;
  for (let at = zip.length - 22; at >= searchFrom; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new NotAZip('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new NotAZip('broken central directory');
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Refuses an .xlsx (a zip) that unpacks to more than `maxBytes` before anything parses it: first by
 * the sizes its directory declares, then by inflating each entry with the declared size as a hard
 * ceiling, so that a zip bomb lying about its sizes is caught too. Inflating runs on libuv's
 * thread pool, off the event loop.
 */
export async function assertUnpackedWithin(file: Uint8Array, maxBytes: number): Promise<void> {
  const zip = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const entries = directoryEntries(zip);
  if (entries.reduce((sum, entry) => sum + entry.declaredSize, 0) > maxBytes) throw new UnpackedTooLarge();
  for (const entry of entries) {
    if (entry.method === STORED) {
      if (entry.compressedSize !== entry.declaredSize) throw new NotAZip('stored entry of two sizes');
      continue;
    }
    if (entry.method !== DEFLATED) throw new NotAZip(`compression method ${entry.method}`);
    const header = entry.localHeaderOffset;
    if (header + 30 > zip.length || zip.readUInt32LE(header) !== LOCAL_HEADER) throw new NotAZip('broken local header');
    const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
    try {
      await inflate(zip.subarray(start, start + entry.compressedSize), { maxOutputLength: Math.max(1, entry.declaredSize) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new UnpackedTooLarge();
      throw new NotAZip('entry does not inflate');
    }
  }
}
