import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants';
import { ERROR_CODES } from './errors';
import { formatMessage, LIMIT_KEYS, SERVER_MESSAGES, VALIDATION_KEYS } from './messages';

describe('server messages', () => {
  it('has every error code, validation and limit key in every locale', () => {
    for (const locale of LOCALES) {
      for (const key of [...ERROR_CODES, ...VALIDATION_KEYS, ...LIMIT_KEYS]) {
        expect(SERVER_MESSAGES[locale][key], `${locale} ${key}`).toBeTruthy();
      }
    }
  });

  it('fills in parameters', () => {
    expect(formatMessage('en-US', 'RATE_LIMITED', { seconds: 42 })).toBe(
      'Too many requests; try again in 42 s',
    );
    expect(formatMessage('zh-CN', 'SMS_RESEND_TOO_SOON', { seconds: 60 })).toContain('60 秒');
  });
});
