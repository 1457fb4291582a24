import { useCurrentUser } from '@/hooks/useCurrentUser';

/** Answering visitors handed to a person (every org role has it). */
export const HANDLE_INBOX = 'inbox:handle';
/** Reading the bots' logs and correcting their answers: the org's helper managers. */
export const MANAGE_BOTS = 'helper:manage';

/** The signed-in user's current org and what they may do in it here; empty signed out. */
export function useOrgAccess() {
  const user = useCurrentUser();
  const permissions = user?.permissions ?? [];
  return {
    userId: user?.id ?? '',
    orgId: user?.orgId ?? '',
    canHandleInbox: permissions.includes(HANDLE_INBOX),
    canReadLogs: permissions.includes(MANAGE_BOTS),
  };
}
