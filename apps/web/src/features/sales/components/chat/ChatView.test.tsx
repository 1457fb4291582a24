import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SaleChat } from '@miaoyu/contracts/sales';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { picFixture, saleChatFixture, suggestionFixture } from '../../testing/fixtures';
import { ChatView } from './ChatView';

function openChat(chat: SaleChat) {
  useSessionStore.setState({ user, token: 'miaoyu-ai-studio abc', userId: user.id });
  const http = mockHttp((request) =>
    request.url === `/v1/saleChat/${chat.id}` ? [200, chat] : [404, { code: 'NOT_FOUND' }],
  );
  renderWithQuery(<ChatView chatId={chat.id} onBack={undefined} onDeleted={() => undefined} />);
  return http;
}

describe('a customer chat', () => {
  it('shows how far the screenshots are read while the server reads them', async () => {
    openChat(
      saleChatFixture({
        pics: [picFixture('1', 'done'), picFixture('2', 'reading')],
        reading: {
          state: 'reading',
          done: 1,
          total: 2,
          error: null,
          errorMessage: null,
          startedAt: '2025-03-01T02:00:00.000Z',
          finishedAt: null,
        },
      }),
    );
    expect(await screen.findByText('正在识别 1/2')).toBeTruthy();
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    // The dialogue waits for what the screenshots bring.
    expect(screen.getByText('正在识别截图，识别完成后再修改对话')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑这一行' })).toBeNull();
  });

  it('lets a colleague read a chat shared with the team, and change nothing', async () => {
    openChat(
      saleChatFixture({
        editable: false,
        ownerName: '王芳',
        pics: [picFixture('1'), picFixture('2')],
        suggestions: [suggestionFixture()],
      }),
    );
    expect(
      await screen.findByText('这是同事共享给团队的对话：你可以查看，但不能修改'),
    ).toBeTruthy();
    expect(screen.getByText('负责人：王芳')).toBeTruthy();
    const chat = screen.getByTestId('sale-chat');
    for (const name of [
      '添加截图',
      '删除对话',
      '阶段',
      '编辑这一行',
      '客户说',
      '我说',
      '生成回复',
      '这次想达成什么（可选）',
      '标记为已发送',
    ])
      expect(
        within(chat).queryByRole('button', { name }) ?? within(chat).queryByLabelText(name),
      ).toBeNull();
    expect(within(chat).queryByRole('button', { name: /左移|右移|删除截图/ })).toBeNull();
    expect(within(chat).queryByRole('button', { name: /识别/ })).toBeNull();
    expect(within(chat).getByText('一般一年换一次，首年免费').tagName).toBe('P');
  });
});
