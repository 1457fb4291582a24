import { Message, Notification } from '@arco-design/web-react';
import type { Member } from '@miaoyu/contracts/orgs';
import type { OrgRole } from '@miaoyu/contracts/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { MembersTable } from './MembersTable';

const member = (userId: string, nickname: string, role: OrgRole): Member => ({
  userId,
  nickname,
  avatar: '',
  phone: `1380000000${userId}`,
  role,
  joinedAt: '2026-01-01T02:00:00.000Z',
});

const members = [
  member('1', '老板', 'owner'),
  member('2', '阿管', 'admin'),
  member('3', '小员', 'member'),
];

function renderAs(myRole: OrgRole, myUserId: string, onLeave = vi.fn()) {
  const http = mockHttp(() => [204]);
  renderWithQuery(
    <MembersTable
      orgId="7"
      members={members}
      loading={false}
      myRole={myRole}
      myUserId={myUserId}
      onLeave={onLeave}
    />,
  );
  return { http, onLeave };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const buttons = (name: string) =>
  within(row(name))
    .queryAllByRole('button')
    .map((button) => button.textContent);
const hasRoleSelect = (name: string) => within(row(name)).queryByRole('combobox') !== null;

describe('MembersTable actions per role', () => {
  beforeEach(() => {
    vi.spyOn(Notification, 'error').mockImplementation(() => undefined as never);
    vi.spyOn(Message, 'success').mockImplementation(() => undefined as never);
  });

  it('owner: role select, transfer and remove on others; nothing on their own row', () => {
    renderAs('owner', '1');
    expect(buttons('老板')).toEqual([]);
    expect(hasRoleSelect('老板')).toBe(false);
    for (const name of ['阿管', '小员']) {
      expect(buttons(name)).toEqual(['转让所有者', '移出']);
      expect(hasRoleSelect(name)).toBe(true);
    }
    expect(within(row('老板')).getByText('我')).toBeTruthy();
    expect(within(row('阿管')).getByText('13800000002')).toBeTruthy();
  });

  it('admin: removes members only, no role select, can leave', () => {
    renderAs('admin', '2');
    expect(buttons('老板')).toEqual([]);
    expect(buttons('阿管')).toEqual(['退出团队']);
    expect(buttons('小员')).toEqual(['移出']);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('member: only leaving, on their own row', async () => {
    const { onLeave } = renderAs('member', '3');
    expect(buttons('老板')).toEqual([]);
    expect(buttons('阿管')).toEqual([]);
    expect(buttons('小员')).toEqual(['退出团队']);
    await userEvent.click(within(row('小员')).getByRole('button', { name: '退出团队' }));
    expect(onLeave).toHaveBeenCalledOnce();
  });

  it('removes a member after confirming, with the right call', async () => {
    const { http } = renderAs('owner', '1');
    await userEvent.click(within(row('小员')).getByRole('button', { name: '移出' }));
    expect(
      await screen.findByText('确定将「小员」移出团队？对方将立即失去访问权限。'),
    ).toBeTruthy();
    // The confirm pops in with an animation: click without the pointer-events check.
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(http.requests.map((r) => `${r.method} ${r.url}`)).toContain(
        'DELETE /v1/orgs/7/members/3',
      ),
    );
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('已将「小员」移出团队'));
  });
});
