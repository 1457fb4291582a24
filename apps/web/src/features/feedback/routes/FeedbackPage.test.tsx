import { Message } from '@arco-design/web-react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Feedback } from '@miaoyu/contracts/feedback';
import { mockHttp, type RecordedRequest } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { FeedbackPage } from './FeedbackPage';

const sample: Feedback = {
  id: '9',
  type: 'suggestion',
  content: '希望支持深色模式',
  contact: '',
  status: 'replied',
  screenshots: ['/v1/files/shot1'],
  replies: [
    {
      id: '1',
      content: '已经支持啦',
      authorNickname: '管理员',
      createdAt: '2025-01-02T00:00:00.000Z',
    },
  ],
  author: { id: '42', nickname: '小妙', phone: '13800000001' },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};

const png = (size = 10, name = 'a.png') =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup(list: Feedback[] = []) {
  const http = mockHttp((request) => {
    if (request.method === 'POST' && request.url === '/v1/feedbacks') return [200, sample];
    if (request.url === '/v1/feedbacks') return [200, { list, total: list.length }];
    if (request.url.startsWith('/v1/files/')) return [200, { png: true }];
    return [404, { message: 'nope', code: 'NOT_FOUND' }];
  });
  renderWithQuery(<FeedbackPage />);
  return { ...http, user: userEvent.setup(), content: screen.getByLabelText('反馈内容') };
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST');

describe('FeedbackPage', () => {
  beforeEach(() => {
    vi.spyOn(Message, 'success').mockImplementation(() => () => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });

  it('needs content before sending', async () => {
    const { requests, user } = setup();
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('请填写反馈内容')).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it('counts characters and refuses more than 2000', async () => {
    const { requests, user, content } = setup();
    fireEvent.change(content, { target: { value: '妙'.repeat(2001) } });
    expect(screen.getByTestId('content-counter').textContent).toBe('2001 / 2000');
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(await screen.findByText('反馈内容不能超过 2000 个字')).toBeTruthy();
    expect(posts(requests)).toHaveLength(0);
  });

  it('checks screenshots: images only, 5 MB each, at most 3', async () => {
    setup();
    const input = screen.getByTestId('screenshot-input');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText('请选择 PNG、JPEG、WebP 或 GIF 图片')).toBeTruthy();
    fireEvent.change(input, { target: { files: [png(5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('图片不能超过 5 MB')).toBeTruthy();
    fireEvent.change(input, { target: { files: [png(), png(), png(), png()] } });
    expect(await screen.findByText('最多只能添加 3 张截图')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '移除截图' })).toHaveLength(3);
    fireEvent.click(screen.getAllByRole('button', { name: '移除截图' })[0]!);
    expect(screen.getAllByRole('button', { name: '移除截图' })).toHaveLength(2);
  });

  it('sends type, content, contact and screenshots as multipart', async () => {
    const { requests, user, content } = setup();
    await user.click(screen.getByText('建议'));
    await user.type(content, '  希望支持深色模式  ');
    await user.type(screen.getByLabelText('联系方式'), 'me@example.com');
    fireEvent.change(screen.getByTestId('screenshot-input'), { target: { files: [png()] } });
    await user.click(screen.getByRole('button', { name: '提交反馈' }));

    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    const form = posts(requests)[0]!.body as FormData;
    expect(form.get('type')).toBe('suggestion');
    expect(form.get('content')).toBe('希望支持深色模式');
    expect(form.get('contact')).toBe('me@example.com');
    expect(form.getAll('screenshots')).toHaveLength(1);
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('感谢反馈，我们会尽快处理'));
    expect((content as HTMLTextAreaElement).value).toBe('');
  });

  it('lists my feedback with status, replies and screenshots fetched with the token', async () => {
    const { requests } = setup([sample]);
    expect(await screen.findByText('希望支持深色模式')).toBeTruthy();
    expect(screen.getByText('已回复')).toBeTruthy();
    expect(screen.getByText('管理员 回复')).toBeTruthy();
    expect(screen.getByText('已经支持啦')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.url === '/v1/files/shot1')).toBe(true));
    expect(await screen.findByAltText('截图 1')).toBeTruthy();
  });

  it('says so when there is no feedback yet', async () => {
    setup([]);
    expect(await screen.findByText('还没有提交过反馈')).toBeTruthy();
  });
});
