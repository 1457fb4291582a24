import type { FastifyBaseLogger } from 'fastify';

/** What went wrong at the provider, in the terms the person asking for a code can act on. */
export type SmsFailureKind =
  /** The provider says the number cannot take messages (malformed, unassigned, blocked). */
  | 'phone_invalid'
  /** The provider's own per-number limit for today is used up. */
  | 'phone_daily_limit'
  /** The provider's per-number limit for a shorter window (30 s, a minute, an hour). */
  | 'phone_too_frequent'
  /** Anything on our side or theirs that the person cannot fix: keys, balance, outage, timeout. */
  | 'unavailable';

/**
 * A send the provider refused or could not complete. Carries the provider's own code and request
 * id for the log and for support tickets; never the message or the code that was sent.
 */
export class SmsFailure extends Error {
  constructor(
    readonly kind: SmsFailureKind,
    readonly provider: string,
    readonly providerCode: string,
    readonly requestId?: string,
    /** When the provider's limit will allow the number again, if it says or its rule implies. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${provider} refused the message: ${providerCode}`);
    this.name = 'SmsFailure';
  }
}

export interface SmsReceipt {
  /** The provider's id of the request, for matching our log to theirs. */
  requestId?: string;
}

/** Sends sign-in codes; `phone` is the canonical form (11 mainland digits, else E.164). */
export interface SmsProvider {
  readonly name: string;
  sendCode(phone: string, code: string, ttlSeconds: number): Promise<SmsReceipt>;
}

/** The default provider: writes the code to the server log, for development and demos. */
export function consoleSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async sendCode(phone, code, ttlSeconds) {
      log.info({ phone, code, ttlSeconds }, 'sms code');
      return {};
    },
  };
}
