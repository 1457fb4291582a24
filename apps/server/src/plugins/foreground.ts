import fp from 'fastify-plugin';
import { ForegroundGate } from '../lib/foreground';

declare module 'fastify' {
  interface FastifyInstance {
    /** Questions waiting for their first words; background work gives way to them. */
    foreground: ForegroundGate;
  }
}

export default fp(
  async (app) => {
    app.decorate('foreground', new ForegroundGate());
  },
  { name: 'foreground' },
);
