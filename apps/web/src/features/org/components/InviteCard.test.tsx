import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InviteCard } from './InviteCard';

const preview = {
  orgName: '华东销售部',
  orgLogo: '',
  role: 'member' as const,
  inviterNickname: '老板',
  expiresAt: '2026-01-10T04:00:00.000Z',
  state: 'valid' as const,
};

function renderCard(props: Partial<Parameters<typeof InviteCard>[0]> = {}) {
  const onAccept = vi.fn();
  const onLogin = vi.fn();
  render(
    <InviteCard
      preview={preview}
      signedIn
      accepting={false}
      onAccept={onAccept}
      onLogin={onLogin}
      {...props}
    />,
  );
  return { onAccept, onLogin };
}

describe('InviteCard', () => {
  it('offers to join when valid and signed in', () => {
    const { onAccept } = renderCard();
    expect(screen.getByRole('heading', { name: '华东销售部' })).toBeTruthy();
    expect(screen.getByText('老板')).toBeTruthy();
    expect(screen.getByText('成员')).toBeTruthy();
    screen.getByRole('button', { name: '接受邀请并加入' }).click();
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('asks to sign in first when signed out', () => {
    const { onLogin } = renderCard({ signedIn: false });
    expect(screen.queryByRole('button', { name: '接受邀请并加入' })).toBeNull();
    screen.getByRole('button', { name: '登录后加入' }).click();
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it.each([
    ['expired', '这个邀请已过期，请联系邀请人重新发送'],
    ['used', '这个邀请已被使用，请联系邀请人重新发送'],
    ['revoked', '这个邀请已被撤销'],
  ] as const)('says clearly when the invite is %s, with no button', (state, text) => {
    renderCard({ preview: { ...preview, state } });
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an accept error in place', () => {
    renderCard({ error: '你已经是该团队成员' });
    expect(screen.getByText('你已经是该团队成员')).toBeTruthy();
  });
});
