import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { expandPlurals, plural } from './locale-types';

describe('plural texts', () => {
  it('say one thing in the singular in English, and stay one text in Chinese', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en-US',
      resources: {
        'en-US': {
          translation: expandPlurals({
            invite: { uses: plural('{{count}} use', '{{count}} uses') },
          }),
        },
        'zh-CN': { translation: { invite: { uses: '{{count}} 次' } } },
      },
    });
    // Untyped: these keys are this test's own, not the app's.
    const uses = (count: number) =>
      (i18n.t as (key: string, o: object) => string)('invite.uses', { count });
    expect(uses(1)).toBe('1 use');
    expect(uses(0)).toBe('0 uses');
    expect(uses(20)).toBe('20 uses');
    await i18n.changeLanguage('zh-CN');
    expect(uses(1)).toBe('1 次');
  });

  it('leave other texts and nesting as they are', () => {
    expect(expandPlurals({ a: 'x', b: { c: 'y', d: plural('1 e', 'n e') } })).toEqual({
      a: 'x',
      b: { c: 'y', d_one: '1 e', d_other: 'n e' },
    });
  });
});
