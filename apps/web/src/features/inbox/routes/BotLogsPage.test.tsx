import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockHttp, type Reply } from '@/test/http';
import { botHelper, botLogConversation } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';
import { defaultFilters } from '../logic/logFilters';
import { BotLogsPage } from './BotLogsPage';

const LOGS = '/v1/orgs/7/bot-logs';

function serveLogs() {
  return mockHttp((request): Reply => {
    if (request.url === LOGS) return [200, { list: [botLogConversation()], total: 1 }];
    if (request.url === `${LOGS}/stats`) return [200, { days: [] }];
    if (request.url === `${LOGS}/export`) return [200, 'id,title'];
    if (request.url === '/v1/orgs/7/helpers') return [200, { list: [botHelper()], total: 1 }];
    if (request.url === '/v1/orgs/7/helpers/9/bot-keys') return [200, { list: [] }];
    return [404, { message: '不存在', code: 'NOT_FOUND' }];
  });
}

async function pick(user: ReturnType<typeof userEvent.setup>, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('BotLogsPage', () => {
  it('asks for the filtered conversations, the charts for their days and bot', async () => {
    const http = serveLogs();
    // Arco's dropdown animates in with pointer-events: none; jsdom never finishes it.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<BotLogsPage />, { path: '/setting/botLogs' });

    expect(await screen.findByText('访客 3F9A')).toBeTruthy();
    expect(screen.getByText('小妙 接待')).toBeTruthy();
    const { from, to } = defaultFilters();
    const last = (url: string) =>
      Object.fromEntries(http.requests.filter((r) => r.url === url).at(-1)!.params);
    expect(last(LOGS)).toEqual({ from, to, offset: '0', limit: '20' });
    expect(last(`${LOGS}/stats`)).toEqual({ from, to });
    expect(last('/v1/orgs/7/helpers')).toMatchObject({ kind: 'service' });

    await user.click(screen.getByRole('checkbox', { name: '仅未答出' }));
    await user.click(screen.getByRole('checkbox', { name: '仅转人工' }));
    await pick(user, '评价', '点踩');
    await pick(user, '机器人', '售后小助手');
    await waitFor(() =>
      expect(last(LOGS)).toEqual({
        from,
        to,
        helperId: '9',
        feedback: 'dislike',
        unanswered: 'true',
        handedOff: 'true',
        offset: '0',
        limit: '20',
      }),
    );
    expect(last(`${LOGS}/stats`)).toEqual({ from, to, helperId: '9' });

    // The export carries the same filters and the auth header, and is saved as a file.
    const save = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      save(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(`bot-logs-${from}_${to}.csv`));
    const exported = http.requests.find((r) => r.url === `${LOGS}/export`)!;
    expect(Object.fromEntries(exported.params)).toEqual({
      from,
      to,
      helperId: '9',
      feedback: 'dislike',
      unanswered: 'true',
      handedOff: 'true',
    });
    expect(exported.headers.get('Authorization')).toBe('miaoyu-ai-studio abc');
  }, 20_000);

  it('tells those without the right to manage helpers why they see nothing', async () => {
    const http = serveLogs();
    renderPage(<BotLogsPage />, { path: '/setting/botLogs', permissions: ['inbox:handle'] });
    expect(await screen.findByText('没有权限查看对话日志')).toBeTruthy();
    expect(http.requests).toHaveLength(0);
  });
});
