import { Notification } from '@arco-design/web-react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@miaoyu/contracts/constants';
import { loginAnswer } from '@/test/fixtures';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { useSessionStore } from '@/lib/session';
import { LoginForm } from './LoginForm';

function setup() {
  const user = userEvent.setup();
  renderWithQuery(<LoginForm />);
  return {
    user,
    phone: screen.getByPlaceholderText('请输入手机号'),
    code: screen.getByPlaceholderText('请输入 6 位验证码'),
    sendButton: screen.getByRole('button', { name: '获取验证码' }),
    submit: screen.getByRole('button', { name: '登录' }),
  };
}

describe('LoginForm', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null, userId: null, user: null });
    vi.spyOn(Notification, 'error').mockImplementation(() => undefined as never);
  });

  it('rejects a bad phone number before sending anything', async () => {
    const { requests } = mockHttp(() => [200, { resendAfter: 60, expiresIn: 300 }]);
    const { user, phone, sendButton } = setup();

    await user.type(phone, '12345');
    await user.click(sendButton);

    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('sends the code and counts down from the server’s resendAfter', async () => {
    const { requests } = mockHttp(() => [200, { resendAfter: 60, expiresIn: 300 }]);
    const { user, phone, sendButton } = setup();

    await user.type(phone, '+86 138 0000 0001');
    await user.click(sendButton);

    const countdown = await screen.findByRole('button', { name: '60s 后重新获取' });
    expect(countdown.hasAttribute('disabled')).toBe(true);
    expect(requests[0]).toMatchObject({ url: '/v1/user/sendCode', body: { phone: '13800000001' } });
    expect(screen.getByText('验证码已发送，5 分钟内有效')).toBeTruthy();
  });

  it('shows a refused send in place, not as a notification', async () => {
    mockHttp(() => [
      429,
      { message: '验证码已发送，请 42 秒后再获取', code: 'SMS_RESEND_TOO_SOON' },
    ]);
    const { user, phone, sendButton } = setup();

    await user.type(phone, '13800000001');
    await user.click(sendButton);

    expect(await screen.findByText('验证码已发送，请 42 秒后再获取')).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(Notification.error).not.toHaveBeenCalled();
  });

  it('counts down the wait the SMS provider asked for, but not a whole day', async () => {
    let wait = '30';
    mockHttp(() => [
      429,
      { message: '该号码获取验证码过于频繁，请 30 秒后再试', code: 'SMS_PHONE_TOO_FREQUENT' },
      { 'Retry-After': wait },
    ]);
    const { user, phone, sendButton } = setup();
    await user.type(phone, '13800000001');
    await user.click(sendButton);
    expect(await screen.findByText('该号码获取验证码过于频繁，请 30 秒后再试')).toBeTruthy();
    const countdown = await screen.findByRole('button', { name: '30s 后重新获取' });
    expect(countdown.hasAttribute('disabled')).toBe(true);

    // A daily limit: the message says "tomorrow", the button does not count hours.
    wait = '36000';
    cleanup();
    const again = setup();
    await again.user.type(again.phone, '13800000001');
    await again.user.click(again.sendButton);
    await screen.findByText('该号码获取验证码过于频繁，请 30 秒后再试');
    expect(screen.getByRole('button', { name: '获取验证码' }).hasAttribute('disabled')).toBe(false);
  });

  it('waits out the resend time when the message may still arrive', async () => {
    mockHttp(() => [
      503,
      { message: '短信服务响应超时，短信可能延迟送达', code: 'SMS_SEND_UNCERTAIN' },
      { 'Retry-After': '60' },
    ]);
    const { user, phone, sendButton } = setup();
    await user.type(phone, '13800000001');
    await user.click(sendButton);
    expect(await screen.findByText('短信服务响应超时，短信可能延迟送达')).toBeTruthy();
    const countdown = await screen.findByRole('button', { name: '60s 后重新获取' });
    expect(countdown.hasAttribute('disabled')).toBe(true);
  });

  it('checks the code format, then shows a wrong code in place', async () => {
    const { requests } = mockHttp(() => [400, { message: '验证码错误', code: 'SMS_CODE_WRONG' }]);
    const { user, phone, code, submit } = setup();

    await user.type(phone, '13800000001');
    await user.type(code, '12');
    await user.click(submit);
    expect(await screen.findByText('请输入 6 位数字验证码')).toBeTruthy();
    expect(requests).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(submit);
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(requests[0]?.body).toEqual({ phone: '13800000001', code: '000000' });
  });

  it('signs in with a right code', async () => {
    mockHttp(() => [200, loginAnswer]);
    const { user, phone, code, submit } = setup();

    await user.type(phone, '13800000001');
    await user.type(code, '123456');
    await user.click(submit);

    await waitFor(() => expect(useSessionStore.getState().user?.nickname).toBe('小妙'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/^miaoyu-ai-studio /);
  });
});
