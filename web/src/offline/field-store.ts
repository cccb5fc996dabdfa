import type { CaseFields, RegionNode, SurveyFields } from '@ews/contract';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { markWaitingEntries } from './waiting-mark.ts';

/** What the field screen enters: a survey (entries kept before there were cases have no kind), or a human case. */
export type FieldRecord = { kind?: 'survey'; survey: SurveyFields } | { kind: 'case'; humanCase: CaseFields };

/** A survey or a human case entered on the field screen, kept on the device until the server has stored it. */
export type FieldEntry = EntryKeeping & FieldRecord;

interface EntryKeeping {
  /** The id the device gives the entry; the server stores it once however often it is sent. */
  clientId: string;
  /** Whose entry it is: only this user's session ever sends it. */
  userId: number;
  /** When it was entered (ms): entries are sent in this order. */
  enteredAt: number;
  /** `code name` of its source point, for the list ('' for a case exposed at no known point). */
  sourceLabel: string;
  /** Why the server refused it, in the words it answered with; absent while it waits to be sent. */
  rejection?: string;
}

/** A source point the user may enter surveys for, kept for choosing one offline. */
export interface FieldPoint {
  sourceId: number;
  code: string;
  name: string;
  longitude: number;
  latitude: number;
  /** Its division: a case entered there lives in it unless the person says otherwise (absent on points kept before cases). */
  provinceCode?: string;
  prefectureCode?: string;
  countyCode?: string;
}

interface FieldDb extends DBSchema {
  entries: { key: string; value: FieldEntry; indexes: { byUser: [number, number] } };
  points: { key: number; value: { userId: number; points: FieldPoint[]; savedAt: string } };
  /** The GB/T 2260 tree, kept for picking a case's residence offline (one record, key 'tree'). */
  regions: { key: string; value: RegionNode[] };
}

const DB_NAME = 'ews-field';
let opened: Promise<IDBPDatabase<FieldDb>> | undefined;

function database(): Promise<IDBPDatabase<FieldDb>> {
  opened ??= openDB<FieldDb>(DB_NAME, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('entries', { keyPath: 'clientId' }).createIndex('byUser', ['userId', 'enteredAt']);
        db.createObjectStore('points', { keyPath: 'userId' });
      }
      // Version 2 (human cases): the region tree.
      if (oldVersion < 2) db.createObjectStore('regions');
    },
  });
  return opened;
}

const listeners = new Set<() => void>();

/** Calls `listener` after every change of the entries (added, sent, refused); returns the unsubscribe. */
export function onEntriesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After a change of `userId`'s entries: the mark the console reads at sign-in, and the screens. */
async function changed(userId: number): Promise<void> {
  markWaitingEntries(userId, (await entriesOf(userId)).filter((entry) => entry.rejection === undefined).length);
  listeners.forEach((listener) => listener());
}

/** A user's entries in the order they were entered. */
export async function entriesOf(userId: number): Promise<FieldEntry[]> {
  return (await database()).getAllFromIndex('entries', 'byUser', IDBKeyRange.bound([userId, -Infinity], [userId, Infinity]));
}

export async function putEntry(entry: FieldEntry): Promise<void> {
  await (await database()).put('entries', entry);
  await changed(entry.userId);
}

export async function deleteEntry(entry: FieldEntry): Promise<void> {
  await (await database()).delete('entries', entry.clientId);
  await changed(entry.userId);
}

export async function pointsOf(userId: number): Promise<{ points: FieldPoint[]; savedAt: string } | undefined> {
  return (await database()).get('points', userId);
}

export async function savePoints(userId: number, points: FieldPoint[]): Promise<void> {
  await (await database()).put('points', { userId, points, savedAt: new Date().toISOString() });
}

const TREE_KEY = 'tree';

export async function keptRegions(): Promise<RegionNode[] | undefined> {
  return (await database()).get('regions', TREE_KEY);
}

export async function keepRegions(tree: RegionNode[]): Promise<void> {
  await (await database()).put('regions', tree, TREE_KEY);
}
