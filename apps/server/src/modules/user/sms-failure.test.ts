import { describe, expect, it } from 'vitest';
import { SmsFailure } from '../../plugins/sms/provider';
import { secondsUntilBeijingMidnight, smsFailureAnswer } from './sms-failure';

describe('answers to a provider refusal', () => {
  it('counts down to midnight in Beijing, where the providers start a new day', () => {
    // 2026-11-26 15:00 UTC is 23:00 in Beijing: one hour to go.
    expect(secondsUntilBeijingMidnight(Date.UTC(2026, 10, 26, 15, 0, 0))).toBe(3_600);
    // 16:00 UTC is midnight there: a whole day.
    expect(secondsUntilBeijingMidnight(Date.UTC(2026, 10, 26, 16, 0, 0))).toBe(86_400);
  });

  it.each([
    ['phone_invalid', 400, 'SMS_PHONE_INVALID', undefined],
    ['phone_too_frequent', 429, 'SMS_PHONE_TOO_FREQUENT', '30'],
    ['unavailable', 503, 'SMS_SEND_FAILED', undefined],
  ] as const)('answers %s with %i %s', (kind, status, code, retryAfter) => {
    const answer = smsFailureAnswer(
      new SmsFailure({ kind, provider: 'tencent', providerCode: 'X', retryAfterSeconds: 30 }),
      60,
    );
    expect(answer).toMatchObject({ statusCode: status, code });
    expect(answer.headers['retry-after']).toBe(retryAfter);
  });

  it('answers anything that is not a provider refusal as unavailable', () => {
    expect(smsFailureAnswer(new Error('boom'), 60)).toMatchObject({
      statusCode: 503,
      code: 'SMS_SEND_FAILED',
    });
  });
});
