import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HelperKindPage, type HelperPageHelper } from '@/lib/helper-pages';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { saleChatFixture } from './testing/fixtures';

/** Org 7's sales helper 30, as its signed-in profile describes it to a member who uses it. */
const helper: HelperPageHelper = {
  id: '30',
  orgId: '7',
  code: 'salehelper1',
  name: '清源销售助手',
  avatar: '',
  description: '',
  kind: 'sale',
  category: '',
  tags: [],
  welcome: '',
  suggestedQuestions: [],
  authorName: '小李',
  teamName: '妙语团队',
  useCount: 0,
  createdAt: '2025-03-01T02:00:00.000Z',
  manageable: false,
};

describe('the sales workspace’s chats download beside its code', () => {
  it('asks for the first page of my chats as the workspace starts loading, once', async () => {
    useSessionStore.setState({ token: 'miaoyu-ai-studio x', userId: user.id, user });
    const { requests } = mockHttp(() => [200, { list: [saleChatFixture()], total: 1 }]);
    renderWithQuery(
      <MemoryRouter initialEntries={['/setting/s/salehelper1']}>
        <Suspense fallback={null}>
          <HelperKindPage helper={helper} about={null} />
        </Suspense>
      </MemoryRouter>,
    );
    // Before the workspace's code has arrived, let alone run.
    expect(requests.map((request) => request.url)).toEqual(['/v1/saleChat/list']);
    expect(Object.fromEntries(requests[0]!.params)).toEqual({
      helperId: '30',
      scope: 'mine',
      offset: '0',
      limit: '20',
    });

    // The list, once here, takes that answer instead of asking again.
    expect(await screen.findByText('赵先生')).toBeTruthy();
    expect(requests.filter((request) => request.url === '/v1/saleChat/list')).toHaveLength(1);
  });
});
