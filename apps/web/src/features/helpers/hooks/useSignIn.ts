import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useSessionStore } from '@/lib/session';

/**
 * Pages open to visitors ask for sign-in only when the visitor acts: `signInFirst()` sends a
 * signed-out visitor to login (coming back here afterwards) and answers false; true when signed in.
 */
export function useSignIn() {
  const signedIn = useSessionStore((state) => state.user !== null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loginUrl = `${paths.login}?redirect=${encodeURIComponent(pathname + search)}`;
  const signInFirst = useCallback(() => {
    if (!signedIn) void navigate(loginUrl);
    return signedIn;
  }, [signedIn, navigate, loginUrl]);
  return { signedIn, signInFirst, loginUrl };
}
