import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { consoleSmsProvider, type SmsProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

export default fp<{ provider: Config['SMS_PROVIDER'] }>(
  async (app, { provider }) => {
    const providers: Record<Config['SMS_PROVIDER'], () => SmsProvider> = {
      console: () => consoleSmsProvider(app.log),
    };
    app.decorate('sms', providers[provider]());
  },
  { name: 'sms' },
);
