import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InboxConversation } from '@miaoyu/contracts/bot';
import { user } from '@/test/fixtures';
import type { RecordedRequest, Reply } from '@/test/http';
import { fakeServer } from '../testing/fakeServer';
import { conversationMessages, inboxConversation, message, takenBy } from '../testing/fixtures';
import { renderPage } from '../testing/renderPage';
import { InboxPage } from './InboxPage';

const INBOX = '/v1/orgs/7/inbox';

/** The server of one waiting conversation (31), taken and answered as the test asks. */
function serveInbox(override?: (request: RecordedRequest) => Reply | undefined) {
  let conversation: InboxConversation = inboxConversation();
  const server = fakeServer((request) => {
    const answer = override?.(request);
    if (answer) return answer;
    const { url, method } = request;
    if (url === INBOX) {
      const box = request.params.get('box');
      const inBox =
        (box === 'pending' && conversation.status === 'pending') ||
        (box === 'mine' && conversation.status === 'agent');
      return [200, { list: inBox ? [conversation] : [], total: inBox ? 1 : 0 }];
    }
    if (url === `${INBOX}/counts`) {
      const pending = conversation.status === 'pending' ? 1 : 0;
      return [200, { pending, mine: 1 - pending, unread: 0 }];
    }
    if (url === `${INBOX}/31`) return [200, conversation];
    if (url === `${INBOX}/31/messages`)
      return [200, { list: conversationMessages, hasMore: false }];
    if (url === `${INBOX}/31/take` && method === 'POST') {
      conversation = takenBy(conversation);
      return [200, conversation];
    }
    if (url === `${INBOX}/31/reply` && method === 'POST') {
      conversation = takenBy(conversation);
      const content = (request.body as { content: string }).content;
      return [
        200,
        message({
          id: '104',
          role: 'agent',
          content,
          agent: { name: user.nickname, avatar: '' },
        }),
      ];
    }
    return [404, { message: '不存在', code: 'NOT_FOUND' }];
  });
  return {
    ...server,
    /** Changes the conversation as another person or the visitor would. */
    update: (fields: Partial<InboxConversation>) => {
      conversation = { ...conversation, ...fields };
    },
  };
}

const messageLog = () => screen.getByRole('log', { name: '会话消息' });

describe('InboxPage', () => {
  it('lists the waiting conversations with the counts, and follows the org live', async () => {
    const server = serveInbox();
    renderPage(<InboxPage />, { path: '/setting/inbox' });

    const item = await screen.findByRole('button', { name: /访客 3F9A/ });
    expect(item.textContent).toContain('售后小助手');
    expect(item.textContent).toContain('我要找人工');
    expect(within(item).getByText('2')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /待接入/ }).textContent).toContain('1');
    expect(screen.getByText('选择一个会话')).toBeTruthy();
    await waitFor(() => expect(server.stream(`${INBOX}/events`)).toBeDefined());
    expect(server.requests.find((r) => r.url === INBOX)?.params.get('box')).toBe('pending');

    // A `changed` event re-reads the box.
    const lists = () => server.requests.filter((r) => r.url === INBOX).length;
    const before = lists();
    server.stream(`${INBOX}/events`)!.send('changed', { sessionId: '31' });
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  }, 15_000);

  it('shows the last message as plain words, without Markdown marks', async () => {
    serveInbox().update({ lastMessage: '**离线应答**：当前还没有配置 `LLM_MODEL`' });
    renderPage(<InboxPage />, { path: '/setting/inbox' });
    const item = await screen.findByRole('button', { name: /访客 3F9A/ });
    expect(item.textContent).toContain('离线应答：当前还没有配置 LLM_MODEL');
    expect(item.textContent).not.toContain('*');
  });

  it('shows an empty box with what will appear there', async () => {
    serveInbox((request) => (request.url === INBOX ? [200, { list: [], total: 0 }] : undefined));
    renderPage(<InboxPage />, { path: '/setting/inbox?box=closed' });
    expect(await screen.findByText('还没有已结束的会话')).toBeTruthy();
  });

  it('takes a conversation and sends a reply with Enter, shown in the conversation', async () => {
    const server = serveInbox();
    renderPage(<InboxPage />, { path: '/setting/inbox?c=31' });

    expect(await screen.findByText('我要找人工', { selector: 'div' })).toBeTruthy();
    // The bot's answer is Markdown, never raw HTML.
    expect(await within(messageLog()).findByText('订单页', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('访客点踩')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '接入' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.url === `${INBOX}/31/take` && r.method === 'POST')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('由你接待', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: '交还机器人' })).toBeTruthy();

    const box = screen.getByRole('textbox', { name: '回复访客' });
    fireEvent.change(box, { target: { value: '您好，我来帮您办理退货' } });
    // Shift+Enter is a new line, not a send.
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(server.requests.some((r) => r.url === `${INBOX}/31/reply`)).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() =>
      expect(server.requests.find((r) => r.url === `${INBOX}/31/reply`)?.body).toEqual({
        content: '您好，我来帮您办理退货',
      }),
    );
    expect(await within(messageLog()).findByText('您好，我来帮您办理退货')).toBeTruthy();
    expect(within(messageLog()).getByText(user.nickname)).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  }, 15_000);

  it('adds a live message once, however often it is heard, and reconnects after the last id', async () => {
    const server = serveInbox();
    renderPage(<InboxPage />, { path: '/setting/inbox?c=31' });
    const path = `${INBOX}/31/events`;
    await waitFor(() => expect(server.stream(path)).toBeDefined());
    expect(server.stream(path)!.params.get('after')).toBe('103');

    const live = message({ id: '105', role: 'visitor', content: '还在吗？' });
    server.stream(path)!.send('message', live);
    server.stream(path)!.send('message', live);
    // A message already shown, heard again (e.g. after a reconnect).
    server.stream(path)!.send('message', conversationMessages[2]);
    expect(await within(messageLog()).findByText('还在吗？')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(messageLog()).getAllByText('还在吗？')).toHaveLength(1);
    expect(within(messageLog()).getAllByText('我要找人工')).toHaveLength(1);

    // The stream drops: the next one starts after the newest message seen.
    const first = server.stream(path)!;
    first.end();
    await waitFor(() => expect(server.stream(path)).not.toBe(first), { timeout: 4_000 });
    expect(server.stream(path)!.params.get('after')).toBe('105');

    // A status event updates the header.
    const header = screen.getByRole('heading', { name: '访客 3F9A' }).closest('header')!;
    expect(within(header).getByText('等待人工')).toBeTruthy();
    server.update({ status: 'closed' });
    server.stream(path)!.send('status', { status: 'closed', agent: null });
    expect(await within(header).findByText('已结束')).toBeTruthy();
    expect(within(header).queryByRole('button', { name: '接入' })).toBeNull();
  }, 15_000);

  it('on a phone, shows the list or the conversation, with a way back', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(max-width: 767px)',
    }));
    serveInbox();
    renderPage(<InboxPage />, { path: '/setting/inbox' });

    fireEvent.click(await screen.findByRole('button', { name: /访客 3F9A/ }));
    expect(await screen.findByRole('heading', { name: '访客 3F9A' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: /待接入/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '返回会话列表' }));
    expect(await screen.findByRole('tab', { name: /待接入/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '访客 3F9A' })).toBeNull();
  }, 15_000);
});
