import { useCurrentUserStore } from '@/lib/current-user';

/** The signed-in user (the shell has loaded it before any page renders). */
export function useCurrentUser() {
  return useCurrentUserStore((state) => state.user);
}

/** Shows a changed user everywhere: navbar, avatar menu, pages. */
export function useSetCurrentUser() {
  return useCurrentUserStore((state) => state.setUser);
}

/** Signs out in this browser only. */
export function useSignOutLocally() {
  return useCurrentUserStore((state) => state.signOut);
}
