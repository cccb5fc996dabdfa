import fs from 'node:fs';

/**
 * What the server writes holds the whole database or its key (issue 42): only the account it runs
 * as may read it. Files are made with these modes from the start, never opened up and then closed.
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** A new file (never an existing one) with `content`, readable by its owner only. */
export function createPrivateFile(file: string, content = ''): void {
  fs.writeFileSync(file, content, { flag: 'wx', mode: PRIVATE_FILE });
}

/**
 * Narrows files an earlier release left readable to all (0644) to their owner; missing ones are
 * skipped. A directory the operator chose (DATA_DIR) keeps the mode they gave it: the server only
 * tightens what it made.
 */
export function tightenFiles(files: readonly string[], mode = PRIVATE_FILE): void {
  for (const file of files) {
    try {
      fs.chmodSync(file, mode);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** A directory of the server's own (the backups'), made or narrowed to its owner. */
export function privateDirectory(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  tightenFiles([dir], PRIVATE_DIR);
}
