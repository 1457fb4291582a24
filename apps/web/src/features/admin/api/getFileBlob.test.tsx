import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockHttp } from '@/test/http';
import { useObjectUrls } from './getFileBlob';

describe('useObjectUrls', () => {
  it('fetches each file with the auth header, and revokes the object URLs on unmount', async () => {
    window.localStorage.setItem('token', 'miaoyu-ai-studio abc');
    let made = 0;
    const create = vi.fn(() => `blob:test/${++made}`);
    const revoke = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
    const { requests } = mockHttp((request) =>
      request.url.endsWith('/bad') ? [404, { message: 'no', code: 'NOT_FOUND' }] : [200, 'png'],
    );

    const { result, unmount } = renderHook(() => useObjectUrls(['/v1/files/one', '/v1/files/bad']));
    expect(result.current).toEqual([undefined, undefined]);
    await waitFor(() => expect(result.current).toEqual(['blob:test/1', 'failed']));
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'miaoyu-ai-studio abc',
      'miaoyu-ai-studio abc',
    ]);

    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });
});
