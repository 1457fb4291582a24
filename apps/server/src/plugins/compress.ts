import fp from 'fastify-plugin';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';

/**
 * gzip/brotli for answers over 1 KB: the web app's scripts shrink to a third. Event streams are
 * left alone so each chunk reaches the browser as soon as it is written.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      customTypes: /^(text\/(?!event-stream)|application\/(json|javascript)|image\/svg)/,
    });
  },
  { name: 'compress' },
);
