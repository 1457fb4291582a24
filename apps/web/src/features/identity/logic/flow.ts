import type { SignInOutcome, SignInProvider } from '@miaoyu/contracts/identity';
import { startFlow } from '../api/flows';
import { localRedirect } from './redirect';
import { authHeader, useSessionStore } from '@/lib/session';

/** Inside the DingTalk app: free sign-in with a code the app gives the page. */
export const inDingTalk = (userAgent: string) => /DingTalk/i.test(userAgent);

/** This studio's address for a path: where a provider sends the browser back to. */
export const studioUrl = (path: string) => new URL(path, window.location.origin).toString();

/** The page of this studio a provider returns to, for a team. */
export function callbackPath(provider: SignInProvider, tenantId: string): string {
  const team = encodeURIComponent(tenantId);
  if (provider === 'dingtalk') return `/dingtalk/${team}`;
  if (provider === 'wechat') return `/wxToLogin/${team}`;
  return '/oauth2/authorize';
}

/** Starts the session a finished sign-in brought (a linked identity changes nothing here). */
export function beginSession(outcome: SignInOutcome): void {
  if (outcome.outcome !== 'signed-in') return;
  const { session, ...user } = outcome.login;
  useSessionStore.getState().begin(authHeader(user.id, session.token), user);
}

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
  window.location.assign(url);
  return 'left';
}
