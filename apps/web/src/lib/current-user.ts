import { create } from 'zustand';
import type { UserInfo } from '@miaoyu/contracts';

interface CurrentUser {
  /** The signed-in user, or null while signed out or loading. */
  user: UserInfo | null;
  /** Replaces the shown user after a change (nickname, avatar, phone). */
  setUser: (user: UserInfo) => void;
  /** Loads the user again from the server (after the current organisation changed). */
  reload: () => Promise<UserInfo>;
  /** Ends the session in this browser only (e.g. after the account is deleted). */
  signOut: () => Promise<void>;
}

/**
 * The signed-in user for features other than auth. The auth feature owns the session and
 * mirrors its user here (see features/auth/store.ts); features must not import it directly.
 */
export const useCurrentUserStore = create<CurrentUser>()(() => ({
  user: null,
  setUser: () => {},
  reload: () => Promise.reject(new Error('the auth feature is not loaded')),
  signOut: async () => {},
}));
