/** The payment channels this platform offers (PAYMENT_CHANNELS), each made from its settings. */
import { readFileSync } from 'node:fs';
import type { PaymentChannel } from '@miaoyu/contracts';
import type { Config } from '../../../config';
import type { PaymentChannelAdapter, PaymentChannels } from './channels';
import { sandboxChannel } from './sandbox';
import { wechatPayChannel } from './wechat-pay';
import { loadWechatKeys } from './wechat-pay-crypto';

/** A key or certificate given as its PEM (newlines may be written `\n`) or as a file holding it. */
export function pemOf(value: string): string {
  if (!value) return '';
  return value.trimStart().startsWith('-----BEGIN')
    ? value.replace(/\\n/g, '\n')
    : readFileSync(value, 'utf8');
}

/** The studio's own origin: where channels send the buyer back and post their notifications. */
const studioOrigin = (config: Config) => config.PUBLIC_URL.split(',')[0]!.trim().replace(/\/$/, '');

const MAKERS: Record<PaymentChannel, ((config: Config) => PaymentChannelAdapter) | null> = {
  sandbox: () => sandboxChannel,
  wechat: (config) =>
    wechatPayChannel({
      baseUrl: config.WECHATPAY_BASE_URL.replace(/\/$/, ''),
      appid: config.WECHATPAY_APPID,
      notifyUrl: `${studioOrigin(config)}/v1/payments/wechat/notify`,
      keys: loadWechatKeys({
        mchid: config.WECHATPAY_MCHID,
        merchantSerial: config.WECHATPAY_MERCHANT_SERIAL,
        privateKeyPem: pemOf(config.WECHATPAY_PRIVATE_KEY),
        apiV3Key: config.WECHATPAY_APIV3_KEY,
        publicKeyId: config.WECHATPAY_PUBLIC_KEY_ID,
        publicKeyPem: pemOf(config.WECHATPAY_PUBLIC_KEY),
        platformCertPem: pemOf(config.WECHATPAY_PLATFORM_CERT),
      }),
    }),
  alipay: null,
  stripe: null,
};

export function paymentChannels(config: Config): PaymentChannels {
  return new Map(
    config.PAYMENT_CHANNELS.map((name) => {
      const make = MAKERS[name];
      if (!make) throw new Error(`PAYMENT_CHANNELS: the ${name} channel is not available yet`);
      return [name, make(config)] as const;
    }),
  );
}
