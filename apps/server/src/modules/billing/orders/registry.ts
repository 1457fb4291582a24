/** The payment channels this platform offers, from PAYMENT_CHANNELS. */
import type { PaymentChannel } from '@miaoyu/contracts';
import type { PaymentChannelAdapter, PaymentChannels } from './channels';
import { sandboxChannel } from './sandbox';

const BUILT: Partial<Record<PaymentChannel, PaymentChannelAdapter>> = { sandbox: sandboxChannel };

export function paymentChannels(names: readonly PaymentChannel[]): PaymentChannels {
  return new Map(
    names.map((name) => {
      const adapter = BUILT[name];
      if (!adapter) throw new Error(`PAYMENT_CHANNELS: the ${name} channel is not available yet`);
      return [name, adapter] as const;
    }),
  );
}
