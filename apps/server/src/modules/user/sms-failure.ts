import { AppError, tooManyRequests } from '../../lib/errors';
import { SmsFailure } from '../../plugins/sms/provider';

/** Both providers count a number's daily messages by the calendar day in Beijing (UTC+8). */
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export function secondsUntilBeijingMidnight(now = Date.now()): number {
  const beijing = now + BEIJING_OFFSET_MS;
  const nextMidnight = Math.floor(beijing / DAY_MS + 1) * DAY_MS;
  return Math.max(1, Math.ceil((nextMidnight - beijing) / 1000));
}

/** Whether the message may still arrive, so its code must stay valid and counted. */
export const mayHaveBeenSent = (error: unknown) =>
  error instanceof SmsFailure && error.kind === 'uncertain';

/**
 * What the person asking for a code is told when the provider did not send it, or did not say.
 * `resendSeconds` is how long until they may ask again when the message may still arrive.
 */
export function smsFailureAnswer(error: unknown, resendSeconds: number): AppError {
  const failure = error instanceof SmsFailure ? error : undefined;
  switch (failure?.kind) {
    case 'phone_invalid':
      return new AppError(400, 'SMS_PHONE_INVALID');
    case 'phone_daily_limit':
      return tooManyRequests('SMS_DAILY_LIMIT', secondsUntilBeijingMidnight());
    case 'phone_too_frequent':
      return tooManyRequests('SMS_PHONE_TOO_FREQUENT', failure.retryAfterSeconds ?? 60);
    case 'uncertain':
      return new AppError(
        503,
        'SMS_SEND_UNCERTAIN',
        { seconds: Math.max(1, resendSeconds) },
        undefined,
        { 'retry-after': String(Math.max(1, resendSeconds)) },
      );
    default:
      return new AppError(503, 'SMS_SEND_FAILED');
  }
}
