import type { FastifyBaseLogger } from 'fastify';

/** What went wrong at the provider, in the terms the person asking for a code can act on. */
export type SmsFailureKind =
  /** The provider says the number cannot take messages (malformed, unassigned, blocked). */
  | 'phone_invalid'
  /** The provider's own per-number limit for today is used up. */
  | 'phone_daily_limit'
  /** The provider's per-number limit for a shorter window (30 s, a minute, an hour). */
  | 'phone_too_frequent'
  /** Not sent, and nothing the person can fix: keys, sign, template, balance, quota, no route. */
  | 'unavailable'
  /** Asked, but no clear answer came (timeout, dropped connection, 5xx): it may have been sent. */
  | 'uncertain';

/**
 * A send the provider refused or could not complete. Carries the provider's own code and request
 * id for the log and for support tickets; never the message or the code that was sent.
 */
export class SmsFailure extends Error {
  readonly kind: SmsFailureKind;
  readonly provider: string;
  readonly providerCode: string;
  readonly requestId: string | undefined;
  /** When the provider's limit will allow the number again, if it says or its rule implies. */
  readonly retryAfterSeconds: number | undefined;

  constructor(details: {
    kind: SmsFailureKind;
    provider: string;
    providerCode: string;
    requestId?: string | undefined;
    retryAfterSeconds?: number | undefined;
  }) {
    super(`${details.provider} did not send the message: ${details.providerCode}`);
    this.name = 'SmsFailure';
    this.kind = details.kind;
    this.provider = details.provider;
    this.providerCode = details.providerCode;
    this.requestId = details.requestId;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** Connection errors that mean the request never left: nothing can have been sent. */
const NEVER_SENT =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|CERT_|ERR_TLS|certificate|self[-_ ]signed|altnames|UNABLE_TO_VERIFY|wrong version number|InvalidCredentials/i;

/**
 * A send that got no answer from the provider. Only errors that prove the request never reached
 * it count as not sent; a timeout or a dropped connection may follow a message already on its way.
 * Their text can quote the request (and so the code): only a fixed code is kept.
 */
export function noAnswer(provider: string, errorText: string): SmsFailure {
  const neverSent = NEVER_SENT.test(errorText);
  return new SmsFailure({
    kind: neverSent ? 'unavailable' : 'uncertain',
    provider,
    providerCode: neverSent ? 'NOT_CONNECTED' : 'NO_ANSWER',
  });
}

/** The minutes a code stays valid, as templates that name them say it. */
export const codeMinutes = (ttlSeconds: number) => String(Math.max(1, Math.round(ttlSeconds / 60)));

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
