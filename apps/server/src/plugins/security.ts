import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The CSP admits only our own scripts; Arco sets inline styles. Frames come from the studio and
 * from the origin that serves AI pages' content, when that is another one.
 */
const optionsFor = (frameOrigin: string): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      frameSrc: ["'self'", ...(frameOrigin ? [frameOrigin] : [])],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets with these options. They depend on nothing in the request, so they are
 * worked out once: building helmet's middleware for every request (what the fastify plugin does)
 * parses the whole policy again each time, on every answer's hot path.
 */
export function securityHeaders(frameOrigin = ''): ReadonlyArray<[string, string]> {
  const headers: Array<[string, string]> = [];
  const capture = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(optionsFor(frameOrigin))(
    {} as IncomingMessage,
    capture as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Security headers on every answer; a route may replace one (the visitor page's CSP). With a
 * second origin for pages' content, that origin answers nothing else.
 */
export default fp<{ frameOrigin?: string }>(
  async (app, { frameOrigin = '' }) => {
    const headers = securityHeaders(frameOrigin);
    const contentHost = frameOrigin ? new URL(frameOrigin).host : null;
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      // The second origin serves pages' content (`/u/…`) and nothing of the studio.
      if (contentHost && request.host === contentHost && !request.url.startsWith('/u/')) {
        void reply.code(404).send();
        return;
      }
      done();
    });
  },
  { name: 'security' },
);
