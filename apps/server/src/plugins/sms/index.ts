import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { aliyunSmsProvider } from './aliyun';
import { guardedSms } from './guarded-sms';
import { consoleSmsProvider, type SmsProvider } from './provider';
import { tencentSmsProvider } from './tencent';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const providers: Record<Config['SMS_PROVIDER'], () => Promise<SmsProvider>> = {
      console: async () => consoleSmsProvider(app.log),
      aliyun: () => aliyunSmsProvider(config),
      tencent: () => tencentSmsProvider(config),
    };
    const provider = await providers[config.SMS_PROVIDER]();
    app.decorate(
      'sms',
      provider.name === 'console'
        ? provider
        : guardedSms(provider, app.log.child({ module: 'sms' }), config.SMS_TIMEOUT_MS),
    );
  },
  { name: 'sms' },
);
