import fp from 'fastify-plugin';
import { OutboundGuard } from '../lib/outbound/fetch';
import { parseAllowedHosts } from '../lib/outbound/guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way to fetch a user-supplied URL (SSRF guard); see lib/outbound. */
    outbound: OutboundGuard;
  }
}

/** One outbound guard per app, shared by every module that fetches a URL a user gave. */
export default fp<{ allowedHosts: string }>(
  async (app, { allowedHosts }) => {
    const outbound = new OutboundGuard({ allowedHosts: parseAllowedHosts(allowedHosts) });
    app.decorate('outbound', outbound);
    // After the requests in flight have ended, so none loses its connection.
    app.addHook('onClose', () => outbound.close());
  },
  { name: 'outbound' },
);
