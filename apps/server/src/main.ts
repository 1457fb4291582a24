import { COMMANDS } from './commands';
import { ConfigError, loadConfig } from './config';
import { SchemaNewerError } from './db/schema-version';

/** Entry point: `main.js [command] [args]`; see COMMANDS. */
async function main() {
  const [name = 'serve', ...args] = process.argv.slice(2);
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command "${name}"; one of: ${Object.keys(COMMANDS).join(', ')}`);
    process.exit(2);
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  process.exit(await command(config, args));
}

main().catch((error: unknown) => {
  // A refusal meant for the operator reads as a sentence, not a stack trace.
  console.error(error instanceof SchemaNewerError ? error.message : error);
  process.exit(1);
});
