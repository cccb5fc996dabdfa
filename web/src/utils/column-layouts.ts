/** The columns each user hid in each list, remembered in this browser's storage. */

/** Hidden columns of every list, per list, of one user in this browser. */
type StoredLayouts = Record<string, string[]>;

const storageKey = (username: string) => `ews-columns:${username}`;

/** The stored layouts of a user; anything unreadable counts as nothing hidden. */
export function readLayouts(stored: string | null): StoredLayouts {
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((key) => typeof key === 'string')),
    );
  } catch {
    return {}; // a hand-edited or truncated value
  }
}

export function loadHidden(username: string, list: string): string[] {
  try {
    return readLayouts(localStorage.getItem(storageKey(username)))[list] ?? [];
  } catch {
    return []; // storage blocked by the browser
  }
}

export function saveHidden(username: string, list: string, hidden: string[]) {
  try {
    const layouts = readLayouts(localStorage.getItem(storageKey(username)));
    localStorage.setItem(storageKey(username), JSON.stringify({ ...layouts, [list]: hidden }));
  } catch {
    // storage full or blocked: the choice holds until the page is reloaded
  }
}
