import { create } from 'zustand';
import type { LoginByPhoneBody, UserInfo } from '@miaoyu/contracts';
import {
  AUTH_SCHEME,
  TOKEN_STORAGE_KEY,
  USER_ID_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '@miaoyu/contracts/constants';
import { useCurrentUserStore } from '@/lib/current-user';
import { storage } from '@/lib/storage';
import { getUserInfo } from './api/getUserInfo';
import { loginByPhone } from './api/loginByPhone';
import { logoutRequest } from './api/logout';

interface AuthState {
  /** The whole Authorization header value; present means signed in (spec §4). */
  token: string | null;
  userId: string | null;
  /** Loaded once per page load, by sign-in or by the route guard. */
  user: UserInfo | null;
  login: (body: LoginByPhoneBody) => Promise<UserInfo>;
  logout: (options?: { remote?: boolean }) => Promise<void>;
  setUser: (user: UserInfo) => void;
}

/** `miaoyu-ai-studio <base64(id:token)>`: ids and tokens are ASCII, so btoa is safe. */
export function authHeader(userId: string, token: string): string {
  return `${AUTH_SCHEME} ${btoa(`${userId}:${token}`)}`;
}

function saveUser(user: UserInfo): void {
  storage.setJSON(USER_STORAGE_KEY, user);
  storage.setString(USER_ID_STORAGE_KEY, user.id);
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  token: storage.getString(TOKEN_STORAGE_KEY),
  userId: storage.getString(USER_ID_STORAGE_KEY),
  user: null,

  async login(body) {
    try {
      const { session, ...user } = await loginByPhone(body);
      const token = authHeader(user.id, session.token);
      storage.setString(TOKEN_STORAGE_KEY, token);
      saveUser(user);
      set({ token, userId: user.id, user });
      return user;
    } catch (error) {
      storage.remove(TOKEN_STORAGE_KEY);
      set({ token: null });
      throw error;
    }
  },

  async logout({ remote = true } = {}) {
    const { token } = get();
    storage.remove(TOKEN_STORAGE_KEY);
    storage.remove(USER_STORAGE_KEY);
    storage.remove(USER_ID_STORAGE_KEY);
    // The app layer clears cached server data when the token goes (see app/shell/sessionCleanup).
    set({ token: null, userId: null, user: null });
    // Best effort: the user is signed out here whether or not the server hears about it.
    if (remote && token) await logoutRequest(token).catch(() => undefined);
  },

  setUser(user) {
    saveUser(user);
    set({ user, userId: user.id });
  },
}));

// Other features read and update the user through lib/current-user, never through this store.
useCurrentUserStore.setState({
  user: useAuthStore.getState().user,
  setUser: (user) => useAuthStore.getState().setUser(user),
  reload: async () => {
    const user = await getUserInfo();
    useAuthStore.getState().setUser(user);
    return user;
  },
  signOut: () => useAuthStore.getState().logout({ remote: false }),
});
useAuthStore.subscribe((state) => {
  if (useCurrentUserStore.getState().user !== state.user)
    useCurrentUserStore.setState({ user: state.user });
});
