import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from './phone-forms';
import { SmsFailure, type SmsProvider } from './provider';

/** Beyond the SDK's own timeouts, so a send that hangs anywhere still ends. */
const DEADLINE_GRACE_MS = 1_000;

/**
 * Every send through one door: a hard deadline, and one log line per send with the provider's
 * request id and code, the number masked, never the code sent.
 */
export function guardedSms(
  provider: SmsProvider,
  log: FastifyBaseLogger,
  timeoutMs: number,
): SmsProvider {
  return {
    name: provider.name,
    async sendCode(phone, code, ttlSeconds) {
      const started = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new SmsFailure({
                kind: 'uncertain',
                provider: provider.name,
                providerCode: 'TIMEOUT',
              }),
            ),
          timeoutMs + DEADLINE_GRACE_MS,
        );
      });
      const line = { provider: provider.name, phone: maskPhone(phone) };
      try {
        const receipt = await Promise.race([provider.sendCode(phone, code, ttlSeconds), deadline]);
        log.info({ ...line, requestId: receipt.requestId, ms: Date.now() - started }, 'sms sent');
        return receipt;
      } catch (error) {
        const failure =
          error instanceof SmsFailure
            ? error
            : new SmsFailure({
                kind: 'unavailable',
                provider: provider.name,
                providerCode: 'ADAPTER_ERROR',
              });
        const details = {
          ...line,
          providerCode: failure.providerCode,
          requestId: failure.requestId,
          kind: failure.kind,
          // An adapter fault's message may quote the request; its name is enough to start from.
          ...(error instanceof SmsFailure ? {} : { errorName: (error as Error)?.name }),
          ms: Date.now() - started,
        };
        // A refused number is the person's business; anything else needs whoever runs the studio.
        if (failure.kind === 'unavailable' || failure.kind === 'uncertain')
          log.error(details, 'sms failed');
        else log.warn(details, 'sms refused');
        throw failure;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
