import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockHttp } from '@/test/http';
import { useDeleteHelper } from './deleteHelper';
import { helperKeys } from './keys';

describe('useDeleteHelper', () => {
  it('leaves no listing, recently used list or default showing the deleted helper', async () => {
    const { requests } = mockHttp(() => [200, { ok: true }]);
    const client = new QueryClient();
    const cached = [
      helperKeys.recent,
      helperKeys.defaultHelper('5'),
      helperKeys.orgList('5', { scope: 'mine' }),
    ];
    for (const key of cached) client.setQueryData(key, { list: [{ id: '9' }] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteHelper(), { wrapper });

    await act(() => result.current.mutateAsync({ orgId: '5', helperId: '9' }));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('DELETE /v1/orgs/5/helpers/9');
    for (const key of cached)
      expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });
});
