import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Org } from '@miaoyu/contracts/orgs';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { LogoUpload } from './LogoUpload';

const team: Org = {
  id: '7',
  name: '华东销售部',
  kind: 'team',
  code: 'east-sales',
  logo: '',
  role: 'owner',
  memberCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('上传标志'), { target: { files: [file] } });

describe('LogoUpload', () => {
  it('uploads a chosen image as multipart to the team', async () => {
    const http = mockHttp(() => [200, { ...team, logo: '/v1/files/abcdefghjkmnpqrstuvw' }]);
    renderWithQuery(<LogoUpload org={team} editable />);
    choose(new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(http.requests).toHaveLength(1));
    expect(http.requests[0]).toMatchObject({ method: 'POST', url: '/v1/orgs/7/logo' });
    expect(http.requests[0]!.body).toBeInstanceOf(FormData);
    expect((http.requests[0]!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const http = mockHttp(() => [200, team]);
    renderWithQuery(<LogoUpload org={team} editable />);
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('请选择 PNG、JPEG、WebP 或 GIF 图片')).toBeTruthy();
    expect(http.requests).toHaveLength(0);
  });

  it('shows only the logo to members', () => {
    renderWithQuery(<LogoUpload org={{ ...team, role: 'member' }} editable={false} />);
    expect(screen.queryByRole('button', { name: /上传标志/ })).toBeNull();
  });
});
