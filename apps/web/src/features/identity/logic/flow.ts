import type { SignInOutcome, SignInProvider } from '@miaoyu/contracts/identity';
import { startFlow } from '../api/flows';
import { logoutRequest } from '@/lib/logout';
import { authHeader, useSessionStore } from '@/lib/session';
import { localRedirect } from './redirect';

export { inDingTalk } from './user-agent';

/**
 * This studio's address for a path: where a provider sends the browser back to. `origin` is the
 * operator's PUBLIC_URL when the server told it; else where the studio is open now.
 */
export const studioUrl = (path: string, origin = window.location.origin) =>
  new URL(path, origin).toString();

/** The page of this studio a provider returns to, for a team. */
export function callbackPath(provider: SignInProvider, tenantId: string): string {
  const team = encodeURIComponent(tenantId);
  if (provider === 'dingtalk') return `/dingtalk/${team}`;
  if (provider === 'wechat') return `/wxToLogin/${team}`;
  return '/oauth2/authorize';
}

/**
 * Starts the session a finished sign-in brought (a linked identity changes nothing here). One
 * signed in before is ended first, here and on the server, so nothing of theirs (cached pages,
 * tabs) carries over into the new one.
 */
export function beginSession(outcome: SignInOutcome): void {
  if (outcome.outcome !== 'signed-in') return;
  const { session, ...user } = outcome.login;
  const token = authHeader(user.id, session.token);
  const store = useSessionStore.getState();
  const before = store.token;
  if (before && before !== token) {
    store.end();
    void logoutRequest(before).catch(() => undefined);
  }
  useSessionStore.getState().begin(token, user);
}

/** Whether someone is signed in here: a start page then goes on instead of signing in again. */
export const signedIn = () => useSessionStore.getState().token !== null;

/**
 * Starts a flow and sends the browser to the provider, which returns to the studio's page for
 * it; `redirect` is where the person was going, if it is a page of this studio.
 */
export async function goToProvider(
  provider: SignInProvider,
  tenantId: string,
  redirect: string | null,
): Promise<'left'> {
  const url = await startFlow({
    tenantId,
    provider,
    callBackUrl: studioUrl(callbackPath(provider, tenantId)),
    redirect: localRedirect(redirect),
  });
  // Replaced, not pushed: Back from the provider returns to where the person chose it.
  window.location.replace(url);
  return 'left';
}

/** The team whose single sign-on this tab began, to go back to its buttons if it fails. */
const SSO_TENANT_KEY = 'miaoyu-sso-tenant';
export const rememberSsoTenant = (tenantId: string) =>
  sessionStorage.setItem(SSO_TENANT_KEY, tenantId);
export const ssoTenant = () => sessionStorage.getItem(SSO_TENANT_KEY);

/**
 * Runs `reset` when the browser shows this page again from its back-forward cache (Back from a
 * provider): a button left busy as the page went away is usable again.
 */
export function onPageRestored(reset: () => void): () => void {
  const listener = (event: PageTransitionEvent) => {
    if (event.persisted) reset();
  };
  window.addEventListener('pageshow', listener);
  return () => window.removeEventListener('pageshow', listener);
}
