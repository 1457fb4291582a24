import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Command } from '../../commands';
import type { Config } from '../../config';
import { BackupError } from './manifest';

/** Where a command's lines go; a test passes its own. */
export interface Output {
  out(line: string): void;
  err(line: string): void;
}

const PROCESS_OUTPUT: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

const BACKUP_USAGE = 'usage: backup [folder] [--keep N]';
const RESTORE_USAGE = 'usage: restore <folder> [--force]';

/** A refusal or a failure is told in a line or two and an exit code, never as a stack trace. */
async function report(task: () => Promise<string>, output: Output): Promise<number> {
  try {
    output.out(await task());
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      output.err(error.message);
      return error.exitCode;
    }
    output.err(`failed: ${(error as Error).message ?? String(error)}`);
    return 1;
  }
}

function parse<T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  usage: string,
  options: T,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\n${usage}`);
  }
}

/** `backup [folder] [--keep N]`: a backup of the database and the file store. */
export const backup = (
  config: Config,
  args: string[],
  output: Output = PROCESS_OUTPUT,
): ReturnType<Command> =>
  report(async () => {
    const { values, positionals } = parse(args, BACKUP_USAGE, { keep: { type: 'string' } });
    if (positionals.length > 1) throw new BackupError(BACKUP_USAGE);
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && (!Number.isInteger(keep) || keep < 1))
      throw new BackupError(`--keep takes a whole number of backups, 1 or more\n${BACKUP_USAGE}`);
    const { runBackup } = await import('./backup');
    return runBackup(config, { folder: positionals[0], keep });
  }, output);

/** `restore <folder> [--force]`: the backup's database and files, checked before and after. */
export const restore = (
  config: Config,
  args: string[],
  output: Output = PROCESS_OUTPUT,
): ReturnType<Command> =>
  report(async () => {
    const { values, positionals } = parse(args, RESTORE_USAGE, { force: { type: 'boolean' } });
    if (positionals.length !== 1) throw new BackupError(RESTORE_USAGE);
    const { runRestore } = await import('./restore');
    return runRestore(config, { folder: positionals[0]!, force: values.force === true });
  }, output);
