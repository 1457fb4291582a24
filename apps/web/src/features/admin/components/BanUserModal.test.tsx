import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@miaoyu/contracts/admin';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { BanUserModal } from './BanUserModal';

const member: AdminUser = {
  id: '2',
  phone: '13800000002',
  nickname: '演示成员',
  avatar: '',
  role: 'user',
  ban: false,
  banReason: '',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function setup() {
  const onClose = vi.fn();
  renderWithQuery(<BanUserModal user={member} onClose={onClose} />);
  return {
    user: userEvent.setup(),
    onClose,
    confirm: screen.getByRole('button', { name: '确认封禁' }),
  };
}

describe('BanUserModal', () => {
  it('requires a reason before asking the server', async () => {
    const { requests } = mockHttp(() => [200, { ...member, ban: true }]);
    const { user, confirm, onClose } = setup();

    await user.click(confirm);
    expect(await screen.findByText('请填写 1 到 200 个字符的封禁原因')).toBeTruthy();
    await user.type(screen.getByRole('textbox'), '   ');
    await user.click(confirm);
    expect(await screen.findByText('请填写 1 到 200 个字符的封禁原因')).toBeTruthy();
    expect(requests).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('bans with the trimmed reason and closes', async () => {
    const { requests } = mockHttp(() => [200, { ...member, ban: true, banReason: '发布垃圾广告' }]);
    const { user, confirm, onClose } = setup();

    await user.type(screen.getByRole('textbox'), ' 发布垃圾广告 ');
    await user.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/admin/users/2/ban',
      body: { reason: '发布垃圾广告' },
    });
  });

  it('shows a refusal inside the modal and stays open', async () => {
    mockHttp(() => [400, { message: '不能封禁自己', code: 'BAD_REQUEST' }]);
    const { user, confirm, onClose } = setup();

    await user.type(screen.getByRole('textbox'), '测试');
    await user.click(confirm);
    expect(await screen.findByText('不能封禁自己')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
