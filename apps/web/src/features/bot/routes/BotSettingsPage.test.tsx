import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEFAULT_BOT_SETTINGS } from '@miaoyu/contracts/bot';
import { botKeyFixture, fakeBotServer, serviceHelper } from '../testing/fakeBotServer';
import { renderBotPage } from '../testing/renderBotPage';

const KEY = 'csAbCdEfGhIjKlMnOpQrStUv';
const saved = {
  ...DEFAULT_BOT_SETTINGS,
  look: {
    primaryColor: '#00B42A',
    title: '在线客服',
    launcherIcon: 'headset' as const,
    position: 'left' as const,
  },
};

const hexInput = () => screen.getByLabelText('主色（十六进制）') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /保存/ });

describe('BotSettingsPage', () => {
  it('loads the settings, the keys and their embed code', async () => {
    fakeBotServer({ settings: saved });
    renderBotPage();
    expect(await screen.findByDisplayValue('在线客服')).toBeTruthy();
    expect(hexInput().value).toBe('#00B42A');
    expect(screen.getByTestId('bot-settings-status').textContent).toBe('已保存');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/售后小妙/)).toBeTruthy();
    const table = await screen.findByTestId('bot-key-table');
    expect(within(table).getByText(KEY)).toBeTruthy();
    expect(within(table).getByText('10 次/分钟 · 200 次/天')).toBeTruthy();
    expect(within(table).getByText('使用中')).toBeTruthy();
    expect(screen.getByTestId('origins-reminder').textContent).toContain(
      'https://shop.example.com',
    );
    const origin = window.location.origin;
    expect(screen.getByText(`${origin}/chat1?key=${KEY}`)).toBeTruthy();
    expect(screen.getByText(`${origin}/setting/r/${KEY}`)).toBeTruthy();
  });

  it('refuses a bad colour on its field, then saves the corrected settings', async () => {
    const server = fakeBotServer({ settings: saved });
    renderBotPage();
    await screen.findByDisplayValue('在线客服');
    fireEvent.change(hexInput(), { target: { value: '#12G' } });
    expect(await screen.findByText('颜色需为 #RRGGBB 格式')).toBeTruthy();
    expect(screen.getByTestId('bot-settings-status').textContent).toBe('有未保存的修改');
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(screen.getAllByText('颜色需为 #RRGGBB 格式').length).toBeGreaterThan(0),
    );
    expect(server.sent('PUT', '/bot')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '使用颜色 #F53F3F' }));
    await waitFor(() => expect(screen.queryByText('颜色需为 #RRGGBB 格式')).toBeNull());
    fireEvent.click(saveButton());
    await waitFor(() => expect(server.sent('PUT', '/bot')).toHaveLength(1));
    expect(server.sent('PUT', '/bot')[0]!.body).toEqual({
      ...saved,
      look: { ...saved.look, primaryColor: '#F53F3F' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('bot-settings-status').textContent).toBe('已保存'),
    );
  });

  it('lets the score threshold be set only when the bot hands over by itself', async () => {
    fakeBotServer();
    const { container } = renderBotPage();
    await screen.findByLabelText('主色（十六进制）');
    const disabled = () => container.querySelector('.arco-slider-road-disabled');
    expect(disabled()).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: '知识库找不到答案时自动转人工' }));
    await waitFor(() => expect(disabled()).toBeNull());
  });

  it('shows a 422 from the server on the field it names', async () => {
    fakeBotServer({
      settings: saved,
      override: ({ method, url }) =>
        method === 'PUT' && url.endsWith('/bot')
          ? [
              422,
              {
                code: 'VALIDATION',
                message: '请求参数有误',
                detail: [{ loc: ['body', 'look', 'title'], msg: 'validation.botTitle' }],
              },
            ]
          : undefined,
    });
    renderBotPage();
    const title = await screen.findByDisplayValue('在线客服');
    fireEvent.change(title, { target: { value: '新的标题' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('标题最多 40 个字符')).toBeTruthy();
  });

  it('creates a key with its allowed origins, refusing one that is not an origin', async () => {
    const server = fakeBotServer({ keys: [] });
    renderBotPage();
    expect(await screen.findByText(/还没有访问链接/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新建链接/ }));
    const drawer = (await screen.findByText('新建访问链接')).closest('.arco-drawer') as HTMLElement;
    fireEvent.change(within(drawer).getByPlaceholderText('如：官网、帮助中心'), {
      target: { value: '帮助中心' },
    });
    const origins = within(drawer).getByPlaceholderText(
      '输入 https://example.com 后回车',
    ) as HTMLInputElement;
    fireEvent.change(origins, { target: { value: 'help.example.com' } });
    fireEvent.keyDown(origins, { key: 'Enter', keyCode: 13 });
    fireEvent.click(within(drawer).getByRole('button', { name: '创建' }));
    expect(await within(drawer).findByText(/网站地址需为 https:\/\/example.com/)).toBeTruthy();
    expect(server.sent('POST', '/bot-keys')).toHaveLength(0);

    // The bad tag goes; a good one, typed with a capital and a trailing slash, comes.
    fireEvent.click(
      within(drawer)
        .getByText('help.example.com')
        .parentElement!.querySelector('.arco-tag-close-btn')!,
    );
    fireEvent.change(origins, { target: { value: 'https://Help.Example.com/' } });
    fireEvent.keyDown(origins, { key: 'Enter', keyCode: 13 });
    fireEvent.click(within(drawer).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(server.sent('POST', '/bot-keys')).toHaveLength(1));
    expect(server.sent('POST', '/bot-keys')[0]!.body).toEqual({
      name: '帮助中心',
      allowedOrigins: ['https://help.example.com'],
      expiresAt: null,
      perVisitorPerMinute: 10,
      perVisitorPerDay: 200,
    });
    expect(await screen.findByTestId('bot-key-table')).toBeTruthy();
    expect(screen.getAllByText('帮助中心').length).toBeGreaterThan(0);
  });

  it('revokes a key after saying it stops at once', async () => {
    const server = fakeBotServer();
    renderBotPage();
    fireEvent.click(await screen.findByRole('button', { name: '停用“官网”' }));
    expect(await screen.findByText(/立即生效/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '立即停用' }));
    await waitFor(() => expect(server.sent('DELETE', '/bot-keys/1')).toHaveLength(1));
    const table = screen.getByTestId('bot-key-table');
    expect(await within(table).findByText('已停用')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: '停用“官网”' })).toBeNull();
    // A revoked key has no embed code.
    expect(screen.getByText('先新建一个访问链接，才能得到链接和嵌入代码。')).toBeTruthy();
  });

  it('copies the script snippet', async () => {
    fakeBotServer();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(window, 'isSecureContext');
    });
    renderBotPage();
    const script = await screen.findByRole('region', { name: '脚本嵌入（推荐）' });
    fireEvent.click(within(script).getByRole('button', { name: /复制/ }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `<script src="${window.location.origin}/embed.js" data-key="${KEY}" defer></script>`,
      ),
    );
    expect(await within(script).findByText('已复制')).toBeTruthy();
  });

  it('previews the unsaved look and opens the chat in a frame', async () => {
    fakeBotServer({ settings: saved });
    renderBotPage();
    const launcher = await screen.findByRole('button', { name: '打开客服对话' });
    expect(launcher.style.background).toBe('rgb(0, 180, 42)');
    fireEvent.click(screen.getByRole('button', { name: '使用颜色 #722ED1' }));
    await waitFor(() => expect(launcher.style.background).toBe('rgb(114, 46, 209)'));
    fireEvent.click(launcher);
    const frame = screen.getByTitle('客服对话预览') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(
      `${window.location.origin}/chat?key=${KEY}&embed=1&preview=1`,
    );
  });

  it('shows the keys as cards on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 640px)',
    })) as typeof window.matchMedia;
    onTestFinished(() => {
      window.matchMedia = matchMedia;
    });
    fakeBotServer({
      keys: [
        botKeyFixture(),
        botKeyFixture({ id: '2', name: '旧链接', revokedAt: '2026-01-03T00:00:00.000Z' }),
      ],
    });
    renderBotPage();
    const cards = await screen.findAllByTestId('bot-key-card');
    expect(cards).toHaveLength(2);
    expect(screen.queryByTestId('bot-key-table')).toBeNull();
    expect(within(cards[0]!).getByRole('button', { name: '停用“官网”' })).toBeTruthy();
    expect(within(cards[1]!).getByText('已停用')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /停用/ })).toBeNull();
  });

  it('shows a suspended key with why, and lets the owner take it over', async () => {
    const server = fakeBotServer({
      keys: [
        botKeyFixture({
          holderId: '50',
          holderName: '老王',
          suspendedAt: '2026-01-04T00:00:00.000Z',
          suspendedReason: 'removed',
        }),
      ],
    });
    renderBotPage();
    const table = await screen.findByTestId('bot-key-table');
    expect(within(table).getByText('已暂停')).toBeTruthy();
    expect(within(table).getByText('持有人：老王')).toBeTruthy();
    expect(within(table).getByRole('note').textContent).toBe(
      '持有人已被移出团队，这个密钥已暂停使用。 管理员可以把它转交给团队成员（恢复使用），或停用它。',
    );
    fireEvent.click(await within(table).findByRole('button', { name: '转交' }));
    await waitFor(() => expect(within(table).getByText('使用中')).toBeTruthy());
    expect(server.sent('POST', '/bot-keys/1/assign')[0]?.body).toEqual({ userId: '42' });
    expect(within(table).getByText('持有人：小妙')).toBeTruthy();
    expect(within(table).queryByRole('note')).toBeNull();
  });

  it('lets a member without the right to publish see and revoke keys, not make or change them', async () => {
    fakeBotServer({
      keys: [botKeyFixture({ suspendedAt: '2026-01-04T00:00:00.000Z', suspendedReason: 'left' })],
    });
    renderBotPage('/setting/helpers/9/bot', []);
    const table = await screen.findByTestId('bot-key-table');
    expect(within(table).getByText('已暂停')).toBeTruthy();
    expect(within(table).getByRole('note').textContent).toContain('持有人已退出团队');
    expect(within(table).queryByRole('button', { name: '转交' })).toBeNull();
    expect(within(table).queryByRole('button', { name: '编辑“官网”' })).toBeNull();
    expect(within(table).getByRole('button', { name: '停用“官网”' })).toBeTruthy();
    const create = screen.getByRole('button', { name: /新建链接/ }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(
      screen.getByText('只有团队的所有者和管理员可以新建或修改访问链接；你可以停用它们。'),
    ).toBeTruthy();
  });

  it('tells that only service helpers are bots', async () => {
    fakeBotServer({ helper: serviceHelper({ kind: 'chat' }), keys: [botKeyFixture()] });
    renderBotPage();
    expect(await screen.findByText('只有客服类助手可以放到网站上。')).toBeTruthy();
  });
});
