import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { saleChatFixture } from '../../testing/fixtures';
import { ChatList } from './ChatList';

const mine = saleChatFixture({ id: '5', customerName: '赵先生' });
const colleagues = saleChatFixture({
  id: '6',
  customerName: '钱女士',
  ownerId: '43',
  ownerName: '王芳',
  editable: false,
});

describe('the customer chats', () => {
  it('switch between mine and those the team shares, naming a colleague’s', async () => {
    useSessionStore.setState({ user, token: 'miaoyu-ai-studio abc', userId: user.id });
    const { requests } = mockHttp((request) => {
      const team = request.params.get('scope') === 'team';
      return [200, { list: team ? [mine, colleagues] : [mine], total: team ? 2 : 1 }];
    });
    renderWithQuery(<ChatList helperId="30" selectedId="" onOpen={() => undefined} />);
    expect(await screen.findByText('赵先生')).toBeTruthy();
    expect(requests[0]!.params.get('scope')).toBe('mine');
    expect(screen.queryByText(/负责人/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '团队共享' }));
    expect(await screen.findByText('钱女士')).toBeTruthy();
    await waitFor(() => expect(requests.at(-1)!.params.get('scope')).toBe('team'));
    expect(screen.getByText('负责人：王芳')).toBeTruthy();
    expect(screen.getAllByText(/负责人/)).toHaveLength(1);
  });

  it('previews the last line as plain words, though a sent reply carried Markdown', async () => {
    useSessionStore.setState({ user, token: 'miaoyu-ai-studio abc', userId: user.id });
    const chat = saleChatFixture({
      lastTurn: { speaker: 'me', text: '**专业版**：\n\n| 价格 | ¥399 |\n|---|---|\n\n- 包安装' },
    });
    mockHttp(() => [200, { list: [chat], total: 1 }]);
    renderWithQuery(<ChatList helperId="30" selectedId="" onOpen={() => undefined} />);
    expect(await screen.findByText('我：专业版： 价格 · ¥399 • 包安装')).toBeTruthy();
  });
});
