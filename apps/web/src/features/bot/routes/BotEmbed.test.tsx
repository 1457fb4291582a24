import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { botKeyFixture, fakeBotServer } from '../testing/fakeBotServer';
import { renderBotPage } from '../testing/renderBotPage';

const linkOnly = () => botKeyFixture({ allowedOrigins: [] });
const scriptRegion = () => screen.queryByRole('region', { name: '脚本嵌入（推荐）' });

describe('embedding a bot by a key', () => {
  it('says plainly that a key without sites cannot be embedded, and adds the site right there', async () => {
    const server = fakeBotServer({ keys: [linkOnly()] });
    renderBotPage();
    const reminder = await screen.findByTestId('origins-reminder');
    expect(reminder.textContent).toContain('这个链接还不能嵌入网站');
    // No code to copy that would show nothing on the site; the link still works.
    expect(scriptRegion()).toBeNull();
    expect(screen.queryByRole('region', { name: 'iframe 嵌入' })).toBeNull();
    expect(screen.getByRole('region', { name: '直接链接' })).toBeTruthy();

    const site = within(reminder).getByRole('textbox', { name: '要嵌入客服的网站' });
    fireEvent.change(site, { target: { value: 'shop.example.com' } });
    fireEvent.click(within(reminder).getByRole('button', { name: '允许这个网站' }));
    expect(await within(reminder).findByText(/网站地址需为 https:\/\/example.com/)).toBeTruthy();
    expect(server.sent('PATCH', '/bot-keys/1')).toHaveLength(0);

    // Any page of the site will do: its origin is what is kept.
    fireEvent.change(site, { target: { value: 'https://Shop.Example.com/products/1?from=ad' } });
    fireEvent.click(within(reminder).getByRole('button', { name: '允许这个网站' }));
    await waitFor(() => expect(server.sent('PATCH', '/bot-keys/1')).toHaveLength(1));
    expect(server.sent('PATCH', '/bot-keys/1')[0]!.body).toEqual({
      allowedOrigins: ['https://shop.example.com'],
    });
    expect(await screen.findByRole('region', { name: '脚本嵌入（推荐）' })).toBeTruthy();
    expect(screen.getByTestId('origins-reminder').textContent).toContain(
      '只有这些网站能加载嵌入代码：https://shop.example.com',
    );
  });

  it('adds another site to a key that has some, refusing one it lists', async () => {
    const server = fakeBotServer();
    renderBotPage();
    expect(await screen.findByRole('region', { name: '脚本嵌入（推荐）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加网站' }));
    const site = screen.getByRole('textbox', { name: '要嵌入客服的网站' });
    fireEvent.change(site, { target: { value: 'https://shop.example.com/' } });
    fireEvent.click(screen.getByRole('button', { name: '允许这个网站' }));
    expect(await screen.findByText('https://shop.example.com 已经在允许的网站里')).toBeTruthy();
    fireEvent.change(site, { target: { value: 'https://help.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '允许这个网站' }));
    await waitFor(() => expect(server.sent('PATCH', '/bot-keys/1')).toHaveLength(1));
    expect(server.sent('PATCH', '/bot-keys/1')[0]!.body).toEqual({
      allowedOrigins: ['https://shop.example.com', 'https://help.example.com'],
    });
  });

  it('tells a member who cannot change keys whom to ask', async () => {
    fakeBotServer({ keys: [linkOnly()] });
    renderBotPage('/setting/helpers/9/bot', []);
    const reminder = await screen.findByTestId('origins-reminder');
    expect(reminder.textContent).toContain('请团队的所有者或管理员为这个链接添加网站。');
    expect(within(reminder).queryByRole('textbox')).toBeNull();
  });

  it('offers an embeddable key first', async () => {
    fakeBotServer({
      keys: [linkOnly(), botKeyFixture({ id: '2', name: '商城', key: `cs${'m'.repeat(22)}` })],
    });
    renderBotPage();
    expect(await screen.findByRole('region', { name: '脚本嵌入（推荐）' })).toBeTruthy();
    expect(
      screen.getByText(`${window.location.origin}/chat1?key=cs${'m'.repeat(22)}`),
    ).toBeTruthy();
  });

  it('asks where a new link goes: a site must be named, or the link kept to itself', async () => {
    const server = fakeBotServer({ keys: [] });
    renderBotPage();
    expect(await screen.findByText(/还没有访问链接/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新建链接/ }));
    const drawer = (await screen.findByText('新建访问链接')).closest('.arco-drawer') as HTMLElement;
    fireEvent.change(within(drawer).getByPlaceholderText('如：官网、帮助中心'), {
      target: { value: '门店海报' },
    });
    expect(within(drawer).getByRole('radio', { name: /放到我的网站上/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(drawer).getByRole('button', { name: '创建' }));
    expect(await within(drawer).findByText(/请填入至少一个要嵌入客服的网站/)).toBeTruthy();
    expect(server.sent('POST', '/bot-keys')).toHaveLength(0);

    fireEvent.click(within(drawer).getByRole('radio', { name: /只分享链接或二维码/ }));
    expect(within(drawer).getByText(/这个链接只能直接打开或扫码使用/)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(server.sent('POST', '/bot-keys')).toHaveLength(1));
    expect(server.sent('POST', '/bot-keys')[0]!.body).toMatchObject({
      name: '门店海报',
      allowedOrigins: [],
    });
  });

  it('shows the visitor chat link as a QR code', async () => {
    fakeBotServer();
    renderBotPage();
    const link = await screen.findByRole('region', { name: '直接链接' });
    fireEvent.click(within(link).getByRole('button', { name: /二维码/ }));
    const image = await screen.findByRole('img', { name: '二维码：访客对话链接：官网' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('button', { name: /下载 PNG/ })).toBeTruthy();
  });
});
