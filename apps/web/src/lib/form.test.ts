import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nicknameSchema } from '@miaoyu/contracts/account';
import { phoneSchema } from '@miaoyu/contracts/phone';
import { fieldError, formRule, schemaErrors, zodRule } from './form';
import { i18n } from './i18n';

/** Runs an Arco rule's validator and gives back what it reported. */
function run(rule: ReturnType<typeof zodRule>, value: unknown): string | undefined {
  let reported: unknown = 'not called';
  rule.validator?.(value, (message) => {
    reported = message;
  });
  return reported as string | undefined;
}

describe('form checks with the contract schemas', () => {
  it('words contract messages in the UI language, as the server does', async () => {
    expect(fieldError(nicknameSchema, '')).toBe('昵称需为 1 到 20 个字符');
    expect(fieldError(nicknameSchema, '妙'.repeat(20))).toBeUndefined();
    expect(fieldError(nicknameSchema, '妙'.repeat(21))).toBe('昵称需为 1 到 20 个字符');
    await i18n.changeLanguage('en-US');
    expect(fieldError(nicknameSchema, '')).toBe('A nickname has 1 to 20 characters');
  });

  it('gives the first problem of each field under the form field name', () => {
    const schema = z.object({
      name: z.string().min(1, 'name?'),
      models: z.array(z.object({ id: z.string().min(1, 'id?') })),
    });
    const errors = schemaErrors(schema, { name: '', models: [{ id: 'a' }, { id: '' }] });
    expect(errors).toEqual({ name: 'name?', 'models[1].id': 'id?' });
  });

  it('lets an optional field be empty but checks it when filled', () => {
    const rule = zodRule(phoneSchema, { optional: true });
    expect(run(rule, '')).toBeUndefined();
    expect(run(rule, undefined)).toBeUndefined();
    expect(run(rule, '123')).toBeTruthy();
    expect(run(zodRule(phoneSchema), '')).toBeTruthy();
  });

  it('takes a field message from a check of the whole form', () => {
    const rule = formRule(() => ({ apiKey: 'again' }), 'apiKey');
    expect(run(rule, 'x')).toBe('again');
    expect(
      run(
        formRule(() => ({}), 'apiKey'),
        'x',
      ),
    ).toBeUndefined();
  });
});
