import { buildApp } from './app';
import type { Config } from './config';
import { startBanner, startFacts } from './start-banner';

/** Serves until SIGTERM/SIGINT, then stops gracefully; never resolves (the process exits). */
export async function serve(config: Config): Promise<number> {
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
