import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { user } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { IdentitiesCard } from './IdentitiesCard';

const linked = {
  list: [
    {
      id: '5',
      provider: 'wechat',
      displayName: '孙同学',
      teamName: '艾克米',
      createdAt: '2026-11-30T00:00:00.000Z',
    },
  ],
  // As the list was read: the phone added since is the page's to know.
  hasPhone: false,
  available: [{ provider: 'dingtalk', tenantId: 'acme-corp', teamName: '艾克米' }],
};

describe('the linked accounts card', () => {
  it('keeps the only way in, and lets it go once the account has a phone', async () => {
    mockHttp(() => [200, linked]);
    const { unmount } = renderWithQuery(<IdentitiesCard user={{ ...user, phone: '' }} />);
    const unlink = await screen.findByRole('button', { name: '解绑微信账号 孙同学' });
    expect(unlink.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/这是唯一的登录方式/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '绑定钉钉（艾克米）' })).toBeTruthy();
    unmount();

    mockHttp(() => [200, linked]);
    renderWithQuery(<IdentitiesCard user={{ ...user, phone: '13800000001' }} />);
    const free = await screen.findByRole('button', { name: '解绑微信账号 孙同学' });
    expect(free.hasAttribute('disabled')).toBe(false);
  });
});
