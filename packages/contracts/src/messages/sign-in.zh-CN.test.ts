import { describe, expect, it } from 'vitest';
import { ERROR_DOMAINS } from '../error-codes';
import { LIMIT_KEYS, VALIDATION_KEYS } from '../messages';
import { SIGN_IN_TEXTS_ZH_CN } from './sign-in.zh-CN';
import { ZH_CN } from './zh-CN';

describe("the web app's first-page messages", () => {
  it('are the validation, limit, common and sign-in texts, no other domain', () => {
    const expected = [
      ...VALIDATION_KEYS,
      ...LIMIT_KEYS,
      ...Object.keys(ERROR_DOMAINS.common),
      ...Object.keys(ERROR_DOMAINS.user),
      ...Object.keys(ERROR_DOMAINS.account),
      ...Object.keys(ERROR_DOMAINS.identity),
    ];
    expect(Object.keys(SIGN_IN_TEXTS_ZH_CN).sort()).toEqual([...new Set(expected)].sort());
    for (const [key, text] of Object.entries(SIGN_IN_TEXTS_ZH_CN))
      expect(text, key).toBe(ZH_CN[key as keyof typeof ZH_CN]);
  });
});
