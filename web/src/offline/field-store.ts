import type { SurveyFields } from '@ews/contract';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { markWaitingEntries } from './waiting-mark.ts';

/** A survey entered on the field screen, kept on the device until the server has stored it. */
export interface FieldEntry {
  /** The id the device gives the entry; the server stores it once however often it is sent. */
  clientId: string;
  /** Whose entry it is: only this user's session ever sends it. */
  userId: number;
  /** When it was entered (ms): entries are sent in this order. */
  enteredAt: number;
  /** The survey as the contract's schema parsed it on entry. */
  survey: SurveyFields;
  /** `code name` of its source point, for the list. */
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
}

interface FieldDb extends DBSchema {
  entries: { key: string; value: FieldEntry; indexes: { byUser: [number, number] } };
  points: { key: number; value: { userId: number; points: FieldPoint[]; savedAt: string } };
}

const DB_NAME = 'ews-field';
let opened: Promise<IDBPDatabase<FieldDb>> | undefined;

function database(): Promise<IDBPDatabase<FieldDb>> {
  opened ??= openDB<FieldDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'clientId' }).createIndex('byUser', ['userId', 'enteredAt']);
      db.createObjectStore('points', { keyPath: 'userId' });
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
