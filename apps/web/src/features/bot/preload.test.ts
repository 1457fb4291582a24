import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { headStart } from '@/test/route-preload';
import { getBotHelper } from './api/botHelper';
import { listBotKeys } from './api/botKeys';
import { getBotSettings } from './api/botSettings';
import { fakeBotServer } from './testing/fakeBotServer';
import { botFeature } from './feature';

const signIn = () => {
  useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: '42', user: null });
  localStorage.setItem('userInfo', JSON.stringify({ id: '42', orgId: '7' }));
};

describe('the bot page’s data downloads beside its code', () => {
  it('starts the helper, its bot settings and its keys, each answered once', async () => {
    signIn();
    const { requests } = fakeBotServer();
    headStart(botFeature, '/setting/helpers/9/bot');
    expect(requests.map((request) => request.url)).toEqual([
      '/v1/orgs/7/helpers/9',
      '/v1/orgs/7/helpers/9/bot',
      '/v1/orgs/7/helpers/9/bot-keys',
    ]);
    expect(requests.every((request) => [...request.params].length === 0)).toBe(true);

    const botRef = { orgId: '7', helperId: '9' };
    expect((await getBotHelper(botRef)).kind).toBe('service');
    expect((await getBotSettings(botRef)).look).toBeTruthy();
    expect(await listBotKeys(botRef)).toHaveLength(1);
    expect(requests).toHaveLength(3);
  });
});
