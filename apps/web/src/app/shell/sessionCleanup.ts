import { usePageLabels } from '@/lib/page-label';
import { useSessionStore } from '@/lib/session';
import { queryClient } from '@/lib/query-client';
import { useTabsStore } from '../tabs/store';

/**
 * Signing out drops what belonged to that session: every cached answer, the server menu
 * included (spec §4), and the open tabs and the names their pages gave them, which the next user
 * may not be allowed to see.
 */
useSessionStore.subscribe((state, previous) => {
  if (!previous.token || state.token) return;
  queryClient.clear();
  useTabsStore.getState().closeAll();
  usePageLabels.getState().clear();
});

export { queryClient };
