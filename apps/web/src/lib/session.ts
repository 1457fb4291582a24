import { create } from 'zustand';
import type { UserInfo, userInfoSchema } from '@miaoyu/contracts/user';
import {
  AUTH_SCHEME,
  TOKEN_STORAGE_KEY,
  USER_ID_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '@miaoyu/contracts/constants';
import { answerOf } from './answer';
import { api } from './http';
import { forgetPreloaded } from './preload';
import { storage } from './storage';

/** `miaoyu-ai-studio <base64(id:token)>`: ids and tokens are ASCII, so btoa is safe. */
export function authHeader(userId: string, token: string): string {
  return `${AUTH_SCHEME} ${btoa(`${userId}:${token}`)}`;
}

interface Session {
  /** The whole Authorization header value; present means signed in (spec §4). */
  token: string | null;
  userId: string | null;
  /** Loaded once per page load, by sign-in or by the studio shell. */
  user: UserInfo | null;
  /** A new session after sign-in: kept across reloads under the spec's storage keys. */
  begin: (token: string, user: UserInfo) => void;
  /** Shows a changed user everywhere (nickname, avatar, phone, current organisation). */
  setUser: (user: UserInfo) => void;
  /** Loads the user from the server: on start, and after the current organisation changed. */
  reload: () => Promise<UserInfo>;
  /** Ends the session in this browser (the auth feature also tells the server). */
  end: () => void;
}

/**
 * The caller's current organisation: the loaded user's, or (on a cold load, before it arrives)
 * the one stored with the session. For head starts only; pages use the loaded user.
 */
export function knownOrgId(): string {
  const user = useSessionStore.getState().user;
  if (user) return user.orgId;
  try {
    const stored = JSON.parse(storage.getString(USER_STORAGE_KEY) ?? 'null') as unknown;
    const orgId = (stored as { orgId?: unknown } | null)?.orgId;
    return typeof orgId === 'string' ? orgId : '';
  } catch {
    return '';
  }
}

function saveUser(user: UserInfo): void {
  storage.setJSON(USER_STORAGE_KEY, user);
  storage.setString(USER_ID_STORAGE_KEY, user.id);
}

/**
 * One request at a time: the shell and a page asking together share the answer. A sign-in or a
 * sign-out drops it: a request still on its way was made for the session before.
 */
let loading: Promise<UserInfo> | null = null;

async function fetchUser(): Promise<UserInfo> {
  return answerOf<typeof userInfoSchema>(await api.get('/v1/user/info'));
}

/**
 * The signed-in user and their token: the one place the app and every feature read them from.
 * `/v1/user/info` is asked here and nowhere else.
 */
export const useSessionStore = create<Session>()((set, get) => ({
  token: storage.getString(TOKEN_STORAGE_KEY),
  userId: storage.getString(USER_ID_STORAGE_KEY),
  user: null,

  begin(token, user) {
    loading = null;
    storage.setString(TOKEN_STORAGE_KEY, token);
    saveUser(user);
    set({ token, userId: user.id, user });
  },

  setUser(user) {
    saveUser(user);
    set({ user, userId: user.id });
  },

  reload() {
    if (loading) return loading;
    const { token } = get();
    const load = fetchUser()
      .then((user) => {
        // Signed out or in as someone else meanwhile: this answer is not the session's any more.
        if (get().token === token) get().setUser(user);
        return user;
      })
      .finally(() => {
        if (loading === load) loading = null;
      });
    loading = load;
    return load;
  },

  end() {
    loading = null;
    forgetPreloaded();
    storage.remove(TOKEN_STORAGE_KEY);
    storage.remove(USER_STORAGE_KEY);
    storage.remove(USER_ID_STORAGE_KEY);
    set({ token: null, userId: null, user: null });
  },
}));
