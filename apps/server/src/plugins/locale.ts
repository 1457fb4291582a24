import fp from 'fastify-plugin';
import type { Locale } from '@miaoyu/contracts';
import { localeFromHeader } from '../lib/locale';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** The language of messages in this request's answers, from Accept-Language. */
export default fp(
  async (app) => {
    app.decorateRequest('locale', 'zh-CN');
    app.addHook('onRequest', async (request) => {
      request.locale = localeFromHeader(request.headers['accept-language']);
    });
  },
  { name: 'locale' },
);
