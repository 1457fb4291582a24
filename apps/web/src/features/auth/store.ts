import type { LoginByPhoneBody, UserInfo } from '@miaoyu/contracts/user';
import { TOKEN_STORAGE_KEY } from '@miaoyu/contracts/constants';
import { authHeader, useSessionStore } from '@/lib/session';
import { storage } from '@/lib/storage';
import { loginByPhone } from './api/loginByPhone';
import { logoutRequest } from '@/lib/logout';

/** Signs in with a phone code and starts the session (lib/session holds it). */
export async function login(body: LoginByPhoneBody): Promise<UserInfo> {
  try {
    const { session, ...user } = await loginByPhone(body);
    useSessionStore.getState().begin(authHeader(user.id, session.token), user);
    return user;
  } catch (error) {
    storage.remove(TOKEN_STORAGE_KEY);
    useSessionStore.setState({ token: null });
    throw error;
  }
}

/** Ends the session here and, unless `remote` is false, revokes the token on the server. */
export async function logout({ remote = true }: { remote?: boolean } = {}): Promise<void> {
  const { token } = useSessionStore.getState();
  // The app layer clears cached server data when the token goes (see app/shell/sessionCleanup).
  useSessionStore.getState().end();
  // Best effort: the user is signed out here whether or not the server hears about it.
  if (remote && token) await logoutRequest(token).catch(() => undefined);
}
