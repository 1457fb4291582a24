import { buildApp, openDatabase } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { startBanner, startFacts } from './start-banner';

/**
 * Entry point: `main.js [command]`. With no command it serves; `migrate` brings the database's
 * schema up to this version and exits (compose runs it once before the app instances start).
 */
const COMMANDS: Record<string, (config: Config) => Promise<number>> = {
  serve,
  migrate,
};

async function migrate(config: Config): Promise<number> {
  // Opening the database migrates it, under a lock other instances wait on.
  const database = await openDatabase(config);
  await database.close();
  process.stdout.write('database schema is up to date\n');
  return 0;
}

async function serve(config: Config): Promise<number> {
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const facts = startFacts(
    config,
    typeof address === 'object' && address ? address.port : config.PORT,
  );
  // A person reads the banner; a log collector gets the same facts as one JSON line.
  if (config.LOG_FORMAT === 'pretty') process.stdout.write(startBanner(facts));
  else app.log.info(facts, 'server ready');
  return new Promise<number>(() => undefined);
}

async function main() {
  const name = process.argv[2] ?? 'serve';
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
  const code = await command(config);
  process.exit(code);
}

main().catch((error) => {
  console.error(
    error instanceof Error && error.name === 'SchemaNewerError' ? error.message : error,
  );
  process.exit(1);
});
