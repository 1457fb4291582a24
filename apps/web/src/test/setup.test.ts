import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { useThemeStore } from '@/lib/theme';

// Test files share their worker's modules: what one test leaves in a store must not reach the next.
describe('the test setup', () => {
  const first = useThemeStore.getState();

  it('lets a test change a store and the query cache', () => {
    useThemeStore.setState({ theme: first.theme === 'dark' ? 'light' : 'dark' });
    queryClient.setQueryData(['left-over'], 1);
    expect(useThemeStore.getState().theme).not.toBe(first.theme);
  });

  it('gives the next test the store as it was made, and an empty cache', () => {
    expect(useThemeStore.getState()).toEqual(first);
    expect(queryClient.getQueryData(['left-over'])).toBeUndefined();
  });
});
