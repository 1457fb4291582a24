import { QueryClient } from '@tanstack/react-query';

/** One client for the app. No retries: the HTTP client notifies per request, so a retry would notify twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
