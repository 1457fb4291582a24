import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/errors';

/** Paths that always answer JSON; everything else is the single-page app. */
const API_PREFIXES = ['/v1/', '/api/', '/docs', '/livez', '/readyz'];

const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

/** Serves the built web app, with `index.html` for any non-API path (client-side routes). */
export default fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        // The build writes `.br` and `.gz` beside each script and stylesheet (strongest
        // settings): sent as they are, nothing is compressed per request.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Hashed assets never change; index.html must be re-read to pick up a new build.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ webDist }, 'web app not built: run `npm run build`; serving the API only');
    }

    const sendIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html');
    // The static plugin treats `/` as a directory without an index; the app owns it.
    if (hasWeb) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

    // Browsers ask for /favicon.ico whatever the page links (JSON answers, /docs): the app's SVG
    // icon (browsers read it by its type), or nothing, rather than a 404 or the page's HTML.
    const hasIcon = hasWeb && existsSync(path.join(webDist, 'favicon.svg'));
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
      hasIcon
        ? reply
            .type('image/svg+xml')
            .header('cache-control', 'public, max-age=86400')
            .sendFile('favicon.svg')
        : reply.code(204).header('cache-control', 'public, max-age=86400').send(),
    );

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWeb && wantsPage && !isApiPath(url)) return sendIndex(reply);
      throw new AppError(404, 'NOT_FOUND');
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
