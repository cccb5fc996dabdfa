import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { LiveTopic } from '@ews/contract';
import type { Config } from '../config.ts';
import type { Db } from './connection.ts';

/**
 * What one instance changed that the others must hear of at once: cached sessions to drop (one
 * session, a user's, or with neither all of them, after a change of roles, menus or profiles), or
 * the kinds of record written, which the live streams pass on to open screens.
 */
export type SessionChange = { topic: 'sessions'; sessionId?: number; userId?: number };
/** `from` names the instance that wrote, which has counted the write already (LiveHub.generation). */
export type RecordChange = { topic: 'records'; changed: LiveTopic[]; from?: string };
export type Change = SessionChange | RecordChange;

/**
 * Changes told to every instance on the same database: PostgreSQL's LISTEN/NOTIFY, or, on the
 * embedded SQLite (one instance), this process alone. An instance hears its own changes too.
 */
export interface ChangeFeed {
  publish(change: Change): Promise<void>;
  subscribe(listener: (change: Change) => void): () => void;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/** The listeners of one instance; `publish` and `close` are what a feed adds around them. */
function listeners() {
  const events = new EventEmitter();
  return {
    deliver: (change: Change) => void events.emit('change', change),
    subscribe: (listener: (change: Change) => void) => {
      events.on('change', listener);
      return () => void events.off('change', listener);
    },
    clear: () => void events.removeAllListeners(),
  };
}

function localFeed(): ChangeFeed {
  const { deliver, subscribe, clear } = listeners();
  return {
    publish: async (change) => deliver(change),
    subscribe,
    close: async () => clear(),
  };
}

/**
 * One connection per instance listens on the schema's channel; a change goes out through the
 * pool in the publisher's own connection. While the listener reconnects after a loss, the
 * session cache's short lifetime (SESSION_CACHE_SECONDS) bounds what an instance may miss.
 */
async function postgresFeed(db: Db, url: string, schema: string | undefined, log: (error: unknown) => void): Promise<ChangeFeed> {
  // The schema name was checked to be a plain identifier before it was created (preparingAlone).
  const channel = `ews_changes_${schema ?? 'public'}`;
  const { deliver, subscribe, clear } = listeners();
  let client: pg.Client | undefined;
  let closed = false;
  const listen = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) deliver(JSON.parse(message.payload) as Change);
    });
    next.on('error', (error) => {
      log(error);
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(log), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await listen();
  return {
    publish: async (change) => {
      await sql`select pg_notify(${channel}, ${JSON.stringify(change)})`.execute(db);
    },
    subscribe,
    close: async () => {
      closed = true;
      clear();
      await client?.end().catch(() => undefined);
    },
  };
}

export function openChangeFeed(db: Db, config: Pick<Config, 'databaseUrl' | 'databaseSchema'>, log: (error: unknown) => void): Promise<ChangeFeed> {
  return config.databaseUrl ? postgresFeed(db, config.databaseUrl, config.databaseSchema, log) : Promise.resolve(localFeed());
}
