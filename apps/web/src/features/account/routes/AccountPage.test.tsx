import { Message } from '@arco-design/web-react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@miaoyu/contracts/user';
import { useSessionStore } from '@/lib/session';
import { user as fixture } from '@/test/fixtures';
import { mockHttp, type RecordedRequest, type Reply } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { AccountPage } from './AccountPage';

const devices = {
  list: [
    {
      id: '1',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ip: '10.0.0.1',
      createdAt: '2025-01-01T00:00:00.000Z',
      expiresAt: '2025-02-01T00:00:00.000Z',
      current: true,
    },
  ],
  total: 1,
};

function answer(extra: (request: RecordedRequest) => Reply | undefined) {
  return mockHttp((request) => {
    const own = extra(request);
    if (own) return own;
    if (request.url === '/v1/user/devices') return [200, devices];
    // The card another feature adds: linked sign-in accounts.
    if (request.url === '/v1/user/identities')
      return [200, { list: [], hasPhone: true, available: [] }];
    if (request.url === '/v1/user/deletion-impact')
      return [200, { soleTeams: [], blockingTeams: [] }];
    return [404, { message: 'nope', code: 'NOT_FOUND' }];
  });
}

function setup(user: UserInfo = fixture) {
  const setUser = vi.fn((next: UserInfo) => useSessionStore.setState({ user: next }));
  useSessionStore.setState({ user, setUser, end: vi.fn() });
  renderWithQuery(
    <MemoryRouter>
      <AccountPage />
    </MemoryRouter>,
  );
  return { setUser, input: screen.getByTestId('avatar-input') };
}

const png = (size = 100) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('AccountPage', () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => useSessionStore.setState({ user: null }));

  it('offers a phone to someone who signed up through DingTalk, WeChat or single sign-on', async () => {
    answer(() => undefined);
    setup({ ...fixture, phone: '' });
    expect(screen.getByTestId('account-phone').textContent).toBe('未绑定');
    expect(screen.getByText('绑定手机号')).toBeTruthy();
    expect(screen.getByText(/还没有绑定手机号/)).toBeTruthy();
  });

  it('uploads a chosen avatar as multipart and shows the new one', async () => {
    const saved = { ...fixture, avatar: '/v1/files/abc123' };
    const { requests } = answer((request) =>
      request.url === '/v1/user/avatar' ? [200, saved] : undefined,
    );
    const { setUser, input } = setup();

    fireEvent.change(input, { target: { files: [png()] } });

    await waitFor(() => expect(setUser).toHaveBeenCalledWith(saved));
    const upload = requests.find((request) => request.url === '/v1/user/avatar');
    expect(upload?.method).toBe('POST');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(upload?.headers.has('Content-Type')).toBe(false);
    await waitFor(() =>
      expect(screen.getByAltText('头像').getAttribute('src')).toBe('/v1/files/abc123'),
    );
    expect(Message.success).toHaveBeenCalledWith('头像已更新');
  });

  it('refuses a non-image or an oversized file without uploading', async () => {
    const { requests } = answer(() => undefined);
    const { input } = setup();

    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('请选择 PNG、JPEG、WebP 或 GIF 图片')).toBeTruthy();

    fireEvent.change(input, { target: { files: [png(5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('图片不能超过 5 MB')).toBeTruthy();
    expect(requests.some((request) => request.url === '/v1/user/avatar')).toBe(false);
  });

  it('shows the server refusal of an upload in place', async () => {
    answer((request) =>
      request.url === '/v1/user/avatar'
        ? [400, { message: '文件不是有效的图片', code: 'INVALID_IMAGE' }]
        : undefined,
    );
    const { setUser, input } = setup();
    fireEvent.change(input, { target: { files: [png()] } });
    expect(await screen.findByText('文件不是有效的图片')).toBeTruthy();
    expect(setUser).not.toHaveBeenCalled();
  });

  it('saves the nickname and checks its length first', async () => {
    const { requests } = answer((request) =>
      request.url === `/v1/user/${fixture.id}/profile`
        ? [200, { ...fixture, nickname: (request.body as { nickname: string }).nickname }]
        : undefined,
    );
    const { setUser } = setup();
    const user = userEvent.setup();
    const field = screen.getByLabelText('昵称');

    await user.clear(field);
    await user.type(field, '一二三四五六七八九十一二三四五六七八九十一');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称需为 1 到 20 个字符')).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith('/profile'))).toBe(false);

    await user.clear(field);
    await user.type(field, '新名字');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(setUser).toHaveBeenCalled());
    expect(requests.find((request) => request.url.endsWith('/profile'))?.body).toEqual({
      nickname: '新名字',
    });
  });

  it('lists devices by a readable name and marks this one', async () => {
    answer(() => undefined);
    setup();
    expect(await screen.findByText('Chrome 120 · Windows 10')).toBeTruthy();
    expect(screen.getByText('本机')).toBeTruthy();
    expect(screen.getByTestId('account-phone').textContent).toBe('138****0001');
  });

  it('says so when the devices cannot be read, and reads them again on retry', async () => {
    let fail = true;
    answer((request) =>
      request.url === '/v1/user/devices' && fail
        ? [500, { message: '服务器开小差了', code: 'INTERNAL' }]
        : undefined,
    );
    setup();
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('Chrome 120 · Windows 10')).toBeTruthy();
  });
});
