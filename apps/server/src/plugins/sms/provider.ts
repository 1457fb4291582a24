import type { FastifyBaseLogger } from 'fastify';

/** Sends sign-in codes. Real providers (Aliyun, Tencent Cloud) implement the same interface. */
export interface SmsProvider {
  readonly name: string;
  sendCode(phone: string, code: string, ttlSeconds: number): Promise<void>;
}

/** The default provider: writes the code to the server log, for development and demos. */
export function consoleSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async sendCode(phone, code, ttlSeconds) {
      log.info({ phone, code, ttlSeconds }, 'sms code');
    },
  };
}
