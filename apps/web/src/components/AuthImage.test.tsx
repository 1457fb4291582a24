import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockHttp } from '@/test/http';
import { renderWithQuery } from '@/test/render';
import { AuthImage } from './AuthImage';

describe('AuthImage', () => {
  it('fetches the file with the auth header, shows it, and revokes its object URL when it goes', async () => {
    window.localStorage.setItem('token', 'miaoyu-ai-studio abc');
    let made = 0;
    const create = vi.fn(() => `blob:test/${++made}`);
    const revoke = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
    const { requests } = mockHttp((request) =>
      request.url.endsWith('/bad') ? [404, { message: 'no', code: 'NOT_FOUND' }] : [200, 'png'],
    );

    const { unmount } = renderWithQuery(
      <>
        <AuthImage url="/v1/files/one" alt="截图 1" />
        <AuthImage url="/v1/files/bad" alt="截图 2" />
      </>,
    );
    expect(screen.getByRole('img', { name: '截图 1' }).tagName).toBe('DIV');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '截图 1' }).getAttribute('src')).toBe('blob:test/1'),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '截图 2' }).dataset.state).toBe('failed'),
    );
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'miaoyu-ai-studio abc',
      'miaoyu-ai-studio abc',
    ]);

    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });

  it('shows a thumbnail from a small copy, and the whole image once the preview opens', async () => {
    let made = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: vi.fn(() => `blob:test/${++made}`),
        revokeObjectURL: vi.fn(),
      }),
    );
    const { requests } = mockHttp(() => [200, 'webp']);
    renderWithQuery(<AuthImage url="/v1/files/big" alt="截图" preview thumbWidth="320" />);

    await waitFor(() =>
      expect(screen.getByRole('img', { name: '截图' }).getAttribute('src')).toBe('blob:test/1'),
    );
    expect(requests.map((r) => [r.url, r.params.get('w')])).toEqual([['/v1/files/big', '320']]);

    fireEvent.click(screen.getByRole('img', { name: '截图' }));
    await waitFor(() =>
      expect(document.querySelector('.arco-image-preview img')?.getAttribute('src')).toBe(
        'blob:test/2',
      ),
    );
    expect(requests.map((r) => [r.url, r.params.get('w')])).toEqual([
      ['/v1/files/big', '320'],
      ['/v1/files/big', null],
    ]);
  });
});
