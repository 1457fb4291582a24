import fp from 'fastify-plugin';
import { Agent } from 'undici';
import type { Config } from '../../config';
import { SecretBox } from '../../lib/secret-box';
import type { GatewayLimits } from './gateway';
import { StopRegistry } from './stops';
import { closeWithin } from '../../lib/close-within';

declare module 'fastify' {
  interface FastifyInstance {
    llm: {
      /** Seals and opens model provider API keys. */
      box: SecretBox;
      limits: GatewayLimits;
      stops: StopRegistry;
      keepAliveMs: number;
    };
  }
}

/** The model gateway's shared parts: key encryption, time-outs, stop signals. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const stops = new StopRegistry(app.redis, `${config.REDIS_KEY_PREFIX}chat:stop`);
    await stops.start();
    // undici's own connect time-out (10 s) would cut the configured one short.
    const trusted = new Agent({ connect: { timeout: config.LLM_CONNECT_TIMEOUT_MS } });
    app.decorate('llm', {
      box: new SecretBox(config.APP_SECRET, 'model-provider-keys'),
      limits: {
        connectTimeoutMs: config.LLM_CONNECT_TIMEOUT_MS,
        idleTimeoutMs: config.LLM_IDLE_TIMEOUT_MS,
        outbound: app.outbound,
        trusted,
      },
      stops,
      keepAliveMs: config.CHAT_KEEPALIVE_MS,
    });
    app.lifecycle.onDrain('answer streams', () => stops.handOffAll());
    // After the server stopped listening and before the database closes (hooks run in reverse):
    // the answers still being written get what is left of the shutdown's time, less a margin.
    const graceMs = Math.max(0, config.SHUTDOWN_TIMEOUT_MS - 3_000);
    app.addHook('onClose', async () => {
      await closeWithin(app.log, 'answers', () => stops.close(graceMs), { ms: graceMs + 2_000 });
      await trusted.destroy();
    });
  },
  { name: 'llm', dependencies: ['redis', 'outbound', 'lifecycle'] },
);
