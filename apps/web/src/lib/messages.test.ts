import { ERROR_CODES } from '@miaoyu/contracts/errors';
import { EN_US } from '@miaoyu/contracts/messages/en-US';
import { ZH_CN } from '@miaoyu/contracts/messages/zh-CN';
import { describe, expect, it, vi } from 'vitest';
import { isMessageKey, loadMessages, messageIn } from './messages';

/** The module as a page finds it before anything loaded (the test setup loads every text). */
async function freshMessages() {
  vi.resetModules();
  return import('./messages');
}

describe('the contract messages in the UI language', () => {
  it('says them in Chinese with the app, and in English once that language has loaded', async () => {
    expect(isMessageKey('RATE_LIMITED')).toBe(true);
    expect(isMessageKey('validation.phone')).toBe(true);
    expect(isMessageKey('请稍后再试')).toBe(false);
    expect(messageIn('zh-CN', 'SMS_RESEND_TOO_SOON', { seconds: 60 })).toContain('60 秒');
    await loadMessages('en-US');
    expect(messageIn('en-US', 'RATE_LIMITED', { seconds: 42 })).toContain('42');
    expect(messageIn('en-US', 'FORBIDDEN')).toBe('You are not allowed to do this');
  });

  it("says another domain's code once a page asked for every domain, in both languages", async () => {
    const messages = await freshMessages();
    expect(messages.messageIn('zh-CN', 'RATE_LIMITED', { seconds: 5 })).toContain('5');
    // Not downloaded yet: the code rather than nothing.
    expect(messages.messageIn('zh-CN', 'SCENE_CYCLE')).toBe('SCENE_CYCLE');
    await messages.loadLanguageMessages('zh-CN');
    expect(messages.messageIn('zh-CN', 'SCENE_CYCLE')).toBe('SCENE_CYCLE');
    await messages.loadEveryDomain('zh-CN');
    for (const code of ERROR_CODES) expect(messages.messageIn('zh-CN', code)).toBe(ZH_CN[code]);
    await messages.loadLanguageMessages('en-US');
    for (const code of ERROR_CODES) expect(messages.messageIn('en-US', code)).toBe(EN_US[code]);
  });

  it('a scene page opened directly arrives with the scene error texts', async () => {
    for (const path of ['/business-scene', '/business-scene/:sceneId']) {
      const messages = await freshMessages();
      const { scenesFeature } = await import('@/features/scenes/feature');
      const { preloadPage } = await import('./feature');
      const route = scenesFeature.routes?.find((r) => r.path === path);
      expect(route, path).toBeDefined();
      expect(messages.messageIn('zh-CN', 'SCENE_CYCLE')).toBe('SCENE_CYCLE');
      await preloadPage(route?.element);
      expect(messages.messageIn('zh-CN', 'SCENE_CYCLE'), path).toBe(ZH_CN.SCENE_CYCLE);
    }
  });
});
