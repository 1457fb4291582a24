import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { CreateInviteForm } from './CreateInviteForm';

const invite = {
  id: '7',
  code: 'abc123',
  role: 'member',
  phone: '13800000001',
  maxUses: 1,
  uses: 0,
  expiresAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-27T00:00:00.000Z',
  state: 'valid',
};

describe('CreateInviteForm', () => {
  it('takes a phone number written with its country code and spaces, whole', async () => {
    const { requests } = mockHttp(() => [200, invite]);
    renderWithQuery(<CreateInviteForm orgId="5" myRole="owner" />);
    const phone = screen.getByPlaceholderText('仅该手机号可接受');
    await userEvent.type(phone, '+86 138 0000 0001');
    expect((phone as HTMLInputElement).value).toBe('+86 138 0000 0001');

    await userEvent.click(screen.getByRole('button', { name: '生成邀请链接' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({ phone: '+86 138 0000 0001' });
  });
});
