import { openDatabase } from './app';
import type { Config } from './config';
import { backup, restore } from './ops/backup/command';
import { serve } from './serve';

/** What `main.js <command> [args]` runs; each answers the process's exit code. */
export type Command = (config: Config, args: string[]) => Promise<number>;

/** Opening the database migrates it, under a lock other instances wait on. */
const migrate: Command = async (config) => {
  const database = await openDatabase(config);
  await database.close();
  process.stdout.write('database schema is up to date\n');
  return 0;
};

/**
 * With no command the server serves; `migrate` brings the database's schema up to this version
 * and exits (compose runs it once before the app instances start); `backup [folder]` and
 * `restore <folder>` copy the database and the stored files out and back (docs/backup.md).
 */
export const COMMANDS: Record<string, Command> = {
  serve,
  migrate,
  backup,
  restore,
};
