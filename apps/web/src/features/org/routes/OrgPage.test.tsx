import { Message, Notification } from '@arco-design/web-react';
import type { Org } from '@miaoyu/contracts/orgs';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { user } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { OrgPage } from './OrgPage';

const org = (id: string, name: string, kind: Org['kind']): Org => ({
  id,
  name,
  kind,
  code: `code-${id}`,
  logo: '',
  role: kind === 'personal' ? 'owner' : 'member',
  memberCount: kind === 'personal' ? 1 : 3,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const personal = org('1', '小妙', 'personal');
const team = org('7', '妙语团队', 'team');

describe('OrgPage', () => {
  beforeEach(() => {
    vi.spyOn(Notification, 'error').mockImplementation(() => undefined as never);
    vi.spyOn(Message, 'warning').mockImplementation(() => undefined as never);
  });

  it('falls back to my own space when the server says the team is gone', async () => {
    let removed = false;
    const setUser = vi.fn();
    const reload = vi.fn(async () => ({ ...user, orgId: '1' }));
    useSessionStore.setState({ user: { ...user, orgId: '7' }, setUser, reload });
    const http = mockHttp((request) => {
      if (request.url === '/v1/orgs') return [200, { list: [personal, team], total: 2 }];
      if (request.url === '/v1/user/invites') return [200, { list: [], total: 0 }];
      if (request.url === '/v1/orgs/7' && !removed) return [200, team];
      if (request.url === '/v1/orgs/7/members')
        return removed
          ? [404, { message: '不存在', code: 'NOT_FOUND' }]
          : [200, { list: [], total: 0 }];
      if (request.url === '/v1/orgs/1') return [200, personal];
      return [404, { message: '不存在', code: 'NOT_FOUND' }];
    });
    renderWithQuery(<OrgPage />);
    expect(await screen.findByRole('heading', { name: '妙语团队' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '成员' })).toBeTruthy();

    removed = true;
    screen.getByRole('button', { name: /妙语团队/ }).click();
    await waitFor(() =>
      expect(Message.warning).toHaveBeenCalledWith(expect.stringMatching(/已无法访问/)),
    );
    expect(await screen.findByText('这是你的个人空间')).toBeTruthy();
    // The user is loaded again (by the auth feature, through lib/current-user).
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(http.requests.some((r) => r.url === '/v1/user/info')).toBe(false);
  });
});
