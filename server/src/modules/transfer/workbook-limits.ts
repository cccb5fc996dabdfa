import { createInflateRaw } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/**
 * A workbook has a dozen entries, a few hundred with many sheets and pictures: more is a zip made
 * to cost its reader, refused from its directory's record before any entry is looked at.
 */
export const MAX_ENTRIES = 1000;
/** Excel's own limit on a cell's text: a longer one never came from a spreadsheet. */
export const MAX_CELL_CHARS = 32_767;

/** Why a workbook is refused: not a workbook, or over one of the import limits. */
export type Refusal = 'format' | 'entries' | 'unpacked' | 'cell' | 'rows';

export class WorkbookRefused extends Error {
  constructor(readonly reason: Refusal) {
    super(`workbook refused: ${reason}`);
  }
}

export interface WorkbookLimits {
  maxUnpackedBytes: number;
  /** Rows below a sheet's header. */
  maxRows: number;
}

interface Entry {
  name: string;
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
  if (end < 0) throw new WorkbookRefused('format');
  const count = zip.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) throw new WorkbookRefused('entries');
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new WorkbookRefused('format');
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's bytes as stored in the zip. */
function packedBytes(zip: Buffer, entry: Entry): Buffer {
  const header = entry.localHeaderOffset;
  if (header + 30 > zip.length || zip.readUInt32LE(header) !== LOCAL_HEADER) throw new WorkbookRefused('format');
  const start = header + 30 + zip.readUInt16LE(header + 26) + zip.readUInt16LE(header + 28);
  if (start + entry.compressedSize > zip.length) throw new WorkbookRefused('format');
  return zip.subarray(start, start + entry.compressedSize);
}

/** An entry unpacked a part at a time, never past the size its directory declares, so that a zip lying about its sizes is caught too. */
async function* unpacked(zip: Buffer, entry: Entry): AsyncGenerator<Buffer> {
  const packed = packedBytes(zip, entry);
  if (entry.method === STORED) {
    if (entry.compressedSize !== entry.declaredSize) throw new WorkbookRefused('format');
    yield packed;
    return;
  }
  if (entry.method !== DEFLATED) throw new WorkbookRefused('format');
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(packed);
  let size = 0;
  try {
    for await (const part of inflater as AsyncIterable<Buffer>) {
      size += part.length;
      if (size > entry.declaredSize) throw new WorkbookRefused('unpacked');
      yield part;
    }
  } catch (error) {
    if (error instanceof WorkbookRefused) throw error;
    throw new WorkbookRefused('format');
  } finally {
    inflater.destroy();
  }
}

const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const AMPERSAND = 0x26;
const SEMICOLON = 0x3b;
const SLASH = 0x2f;
/** The longest entity XML has ('&#x10FFFF;'): a longer one is no entity, and would hide a text's length. */
const MAX_ENTITY_BYTES = 10;
const isUtf8Continuation = (byte: number) => (byte & 0xc0) === 0x80;
const endsName = (byte: number) => byte === GREATER_THAN || byte === SLASH || byte <= 0x20;

/**
 * Reads a sheet's or the shared strings' XML as it unpacks, without building it: counts the runs of
 * characters between two marks (a cell's text, an entity counting as one character; a tag) and,
 * in a sheet, the rows that hold a value (<v>, or an inline string's <is>), as ExcelJS counts
 * them. A workbook is refused at the first run or row over its bound, before the rest is read.
 */
class XmlScan {
  private run = 0;
  /** Bytes of the entity being read, 0 outside one. */
  private entity = 0;
  private inTag = false;
  private name = '';
  private namingTag = false;
  private rowWithoutValue = false;
  private rows = 0;

  constructor(private readonly maxValuedRows: number) {}

  feed(part: Buffer): void {
    for (let at = 0; at < part.length; at++) {
      const byte = part[at]!;
      if (byte === LESS_THAN || byte === GREATER_THAN) {
        if (byte === GREATER_THAN && this.namingTag) this.tagNamed();
        this.inTag = byte === LESS_THAN;
        this.namingTag = this.inTag;
        this.name = '';
        this.run = 0;
        this.entity = 0;
        continue;
      }
      if (this.namingTag) {
        if (endsName(byte)) this.tagNamed();
        else this.name += String.fromCharCode(byte);
      }
      if (this.entity > 0) {
        if (++this.entity > MAX_ENTITY_BYTES) throw new WorkbookRefused('format');
        if (byte === SEMICOLON) this.entity = 0;
        continue;
      }
      if (isUtf8Continuation(byte)) continue;
      if (!this.inTag && byte === AMPERSAND) this.entity = 1;
      if (++this.run > MAX_CELL_CHARS) throw new WorkbookRefused('cell');
    }
  }

  /** A tag's name is read: a row starts, or a value in it (names may carry a prefix, x:row). A closing tag's is empty: its slash ends it. */
  private tagNamed(): void {
    this.namingTag = false;
    const local = this.name.slice(this.name.lastIndexOf(':') + 1);
    if (local === 'row') this.rowWithoutValue = true;
    else if ((local === 'v' || local === 'is') && this.rowWithoutValue) {
      this.rowWithoutValue = false;
      if (++this.rows > this.maxValuedRows) throw new WorkbookRefused('rows');
    }
  }
}

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * Refuses, before anything parses it, an .xlsx (a zip) of more than MAX_ENTRIES entries, one that
 * unpacks to more than `maxUnpackedBytes` (by the sizes its directory declares, each entry held to
 * its declared size as it unpacks), a cell longer than MAX_CELL_CHARS, or a sheet of more than
 * `maxRows` rows below its header. Entries are unpacked a part at a time and dropped: what this
 * holds at once is the file and one part, whatever the workbook unpacks to.
 */
export async function assertWorkbookWithin(file: Uint8Array, { maxUnpackedBytes, maxRows }: WorkbookLimits): Promise<void> {
  const zip = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const entries = directoryEntries(zip);
  if (entries.reduce((sum, entry) => sum + entry.declaredSize, 0) > maxUnpackedBytes) throw new WorkbookRefused('unpacked');
  for (const entry of entries) {
    const read = WORKSHEET.test(entry.name) || entry.name === SHARED_STRINGS;
    // The header is a row of the sheet too.
    const scan = read ? new XmlScan(WORKSHEET.test(entry.name) ? maxRows + 1 : Infinity) : undefined;
    for await (const part of unpacked(zip, entry)) scan?.feed(part);
  }
}
