import { useSessionStore } from '@/lib/session';

/** The signed-in user (the shell has loaded it before any page renders). */
export function useCurrentUser() {
  return useSessionStore((state) => state.user);
}

/** Shows a changed user everywhere: navbar, avatar menu, pages. */
export function useSetCurrentUser() {
  return useSessionStore((state) => state.setUser);
}

/** Signs out in this browser only (e.g. after the account is deleted). */
export function useSignOutLocally() {
  return useSessionStore((state) => state.end);
}
