import { describe, expect, it } from 'vitest';
import { isMessageKey, loadMessages, messageIn } from './messages';

describe('the contract messages in the UI language', () => {
  it('says them in Chinese with the app, and in English once that language has loaded', async () => {
    expect(isMessageKey('RATE_LIMITED')).toBe(true);
    expect(isMessageKey('请稍后再试')).toBe(false);
    expect(messageIn('zh-CN', 'SMS_RESEND_TOO_SOON', { seconds: 60 })).toContain('60 秒');
    await loadMessages('en-US');
    expect(messageIn('en-US', 'RATE_LIMITED', { seconds: 42 })).toContain('42');
    expect(messageIn('en-US', 'FORBIDDEN')).toBe('You are not allowed to do this');
  });
});
