import { Notification } from '@arco-design/web-react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { FIRST_STEPS, type FirstSteps } from '@miaoyu/contracts/workplace';
import { mockHttp, type RecordedRequest, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { installFakeCanvas, PNG_DATA_URL } from '../testing/fakeCanvas';
import { busyOverview, emptyOverview } from '../testing/overviews';
import { WorkplacePage } from './WorkplacePage';

const FRESH_STEPS: FirstSteps = {
  dismissed: false,
  steps: FIRST_STEPS.map((id) => ({ id, done: false })),
  botHelperId: null,
};

function renderPage(
  reply: () => Reply,
  steps: (request: RecordedRequest) => Reply = () => [200, FRESH_STEPS],
) {
  const http = mockHttp((request) =>
    request.url === '/v1/workplace/overview'
      ? reply()
      : request.url === '/v1/workplace/first-steps'
        ? steps(request)
        : [404, { message: 'no', code: 'NOT_FOUND' }],
  );
  renderWithQuery(
    <MemoryRouter>
      <WorkplacePage nickname="小妙" />
    </MemoryRouter>,
  );
  return http;
}

/** The figure shown on a stat card, once the overview has arrived. */
async function figure(name: string, value: string) {
  return within(await screen.findByRole('group', { name })).findByText(value);
}

describe('WorkplacePage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  beforeEach(() => {
    installFakeCanvas();
    vi.spyOn(Notification, 'error').mockImplementation(() => undefined as never);
  });

  it('is honest before there is any chat: zeros and what will appear', async () => {
    renderPage(() => [200, emptyOverview]);

    expect(screen.getByRole('heading', { name: '欢迎回来，小妙' })).toBeTruthy();
    for (const name of ['本周对话', '本周消息', '本周 Token 用量', '助手', '今日访客'])
      expect(await figure(name, '0')).toBeTruthy();

    expect(screen.getByText('还没有对话')).toBeTruthy();
    const start = screen.getByRole('link', { name: /开始新对话/ });
    expect(start.getAttribute('href')).toBe('/chat?new=1');
    // Each shortcut leads to a page the studio has.
    const shortcuts = within(screen.getByRole('navigation', { name: '快捷入口' }));
    expect(
      shortcuts.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['我的助手', '/setting/personal'],
      ['知识库', '/knowledge'],
      ['团队管理', '/setting/org'],
      ['账号设置', '/setting/account'],
    ]);
    expect(screen.getByText('暂无公告')).toBeTruthy();
    expect(screen.getByText(/最近 30 天还没有消息/)).toBeTruthy();
    expect(screen.getByText('30 天共 0 条消息')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /共 0 条消息/ })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /导出 PNG/ }).hasAttribute('disabled')).toBe(false),
    );
    // Many role queries over the whole page: slow on a busy machine.
  }, 15_000);

  it("counts the days in the browser's time zone, the one every time here is shown in", async () => {
    const zone = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: 'America/New_York' } as Intl.ResolvedDateTimeFormatOptions);
    const http = renderPage(() => [200, { ...emptyOverview, timeZone: 'America/New_York' }]);
    const overview = () => http.requests.find((r) => r.url === '/v1/workplace/overview');
    await waitFor(() => expect(overview()).toBeTruthy());
    expect(overview()!.params.get('timeZone')).toBe('America/New_York');
    zone.mockRestore();
  });

  it('shows a busy team’s figures, conversations and announcements', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-30T04:00:00.000Z'), toFake: ['Date'] });
    renderPage(() => [200, busyOverview]);

    expect(await figure('本周对话', '1,284')).toBeTruthy();
    expect(await figure('本周消息', '23,517')).toBeTruthy();
    const tokens = await figure('本周 Token 用量', '1234.6万');
    expect(tokens.getAttribute('title')).toBe('12,345,678');
    expect(await figure('今日访客', '3,406')).toBeTruthy();

    const conversation = screen.getByRole('link', { name: /华东区渠道报价整理/ });
    expect(conversation.getAttribute('href')).toBe('/chat/981');
    expect(within(conversation).getByText('3分钟前')).toBeTruthy();
    const untitled = screen.getByRole('link', { name: /未命名对话/ });
    expect(within(untitled).getByText('6小时前')).toBeTruthy();

    const announcement = screen.getByRole('link', { name: /知识库支持 PDF 表格解析/ });
    expect(announcement.getAttribute('href')).toBe('/richText/release-2025-07');
    expect(within(announcement).getByText('2025年7月1日')).toBeTruthy();
    expect(screen.queryByText('还没有对话')).toBeNull();
    expect(screen.queryByText(/最近 30 天还没有消息/)).toBeNull();
  });

  it('exports the chart as a PNG named after today in the studio’s time zone', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-30T18:30:00.000Z'), toFake: ['Date'] });
    const downloads: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ name: this.download, href: this.href });
    });
    renderPage(() => [200, busyOverview]);

    const button = await screen.findByRole('button', { name: /导出 PNG/ });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await userEvent.click(button);

    expect(downloads).toEqual([{ name: 'daily-messages-2025-07-01.png', href: PNG_DATA_URL }]);
  });

  it('speaks English when the reader does', async () => {
    await i18n.changeLanguage('en-US');
    renderPage(() => [200, busyOverview]);

    expect(await figure('Tokens this week', '12.3M')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome back, 小妙' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Jul 1, 2025/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New chat' }).getAttribute('href')).toBe('/chat?new=1');
  });

  it('offers a retry when the overview fails, and then shows it', async () => {
    let fail = true;
    const { requests } = renderPage(() =>
      fail ? [500, { message: '服务器错误', code: 'INTERNAL' }] : [200, emptyOverview],
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('工作台数据加载失败')).toBeTruthy();
    expect(Notification.error).toHaveBeenCalledTimes(1);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /重试/ }));

    expect(await figure('本周对话', '0')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests.filter((r) => r.url === '/v1/workplace/overview')).toHaveLength(2);
  });

  it('lists the first steps, ticked from the server, each linking where it is done', async () => {
    const done = new Set(['model', 'knowledge', 'helper']);
    const { requests } = renderPage(
      () => [200, emptyOverview],
      (request) =>
        request.method === 'PUT'
          ? [200, { ...FRESH_STEPS, dismissed: true }]
          : [
              200,
              {
                dismissed: false,
                steps: FIRST_STEPS.map((id) => ({ id, done: done.has(id) })),
                botHelperId: '42',
              },
            ],
    );
    const list = within(await screen.findByRole('region', { name: '新手上路' }));
    expect(list.getByText('已完成 3/5 步')).toBeTruthy();
    const steps = list.getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-done'))).toEqual([
      'true',
      'true',
      'true',
      'false',
      'false',
    ]);
    expect(steps.map((step) => within(step).getByRole('link').getAttribute('href'))).toEqual([
      '/setting/models',
      '/knowledge',
      '/setting/personal?create=chat',
      '/setting/helpers/42/bot',
      '/setting/helpers/42/bot',
    ]);

    await userEvent.click(list.getByRole('button', { name: /不再显示/ }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '新手上路' })).toBeNull());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ dismissed: true });
  });
});
