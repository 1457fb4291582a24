import fp from 'fastify-plugin';
import { OutboundGuard } from '../lib/outbound/fetch';
import { parseAllowedHosts } from '../lib/outbound/guard';
import { closeWithin } from '../lib/close-within';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way to fetch a user-supplied URL (SSRF guard); see lib/outbound. */
    outbound: OutboundGuard;
    /**
     * The same guard for the pages a knowledge base imports, with its own allow list: a model
     * endpoint allowed on the private network is no page for anyone to read.
     */
    pageOutbound: OutboundGuard;
  }
}

/** One outbound guard per allow list, shared by every module that fetches a URL a user gave. */
export default fp<{ allowedHosts: string; pageAllowedHosts: string }>(
  async (app, { allowedHosts, pageAllowedHosts }) => {
    const outbound = new OutboundGuard({ allowedHosts: parseAllowedHosts(allowedHosts) });
    const pageOutbound = new OutboundGuard({ allowedHosts: parseAllowedHosts(pageAllowedHosts) });
    app.decorate('outbound', outbound);
    app.decorate('pageOutbound', pageOutbound);
    // After the requests in flight have ended, so none loses its connection.
    app.addHook('onClose', async () => {
      await closeWithin(app.log, 'outbound', () =>
        Promise.all([outbound.close(), pageOutbound.close()]),
      );
    });
  },
  { name: 'outbound' },
);
