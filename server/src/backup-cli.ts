// `npm run backup [-- FILE]` and `npm run restore -- FILE [--force]`: the database the server's own
// settings name (DATA_DIR, DATABASE_URL, DATABASE_SCHEMA), backed up or restored.
import { loadConfig } from './config.ts';
import { BackupError, backupDatabase, restoreDatabase } from './db/backup/index.ts';

const USAGE = 'usage: npm run backup [-- FILE]\n       npm run restore -- FILE [--force]';

async function main([command, ...args]: string[]): Promise<string> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  const config = loadConfig();
  const database = config.databaseUrl ? `PostgreSQL schema ${config.databaseSchema ?? 'public'}` : `SQLite in ${config.dataDir}`;
  if (command === 'backup' && files.length <= 1 && !force) {
    const started = performance.now();
    const { file, bytes, method } = await backupDatabase(config, files[0]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `Backup of ${database} written to ${file} (${(bytes / 1_048_576).toFixed(1)} MB, ${method}, ${seconds} s)`;
  }
  if (command === 'restore' && files.length === 1) {
    await restoreDatabase(config, files[0]!, { force });
    return `Restored ${files[0]} into ${database}`;
  }
  throw new BackupError(USAGE);
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  // A refusal is told as it is; anything else is a defect, shown with its stack.
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
