import { redirectTarget } from '@/lib/redirect';
import { paths } from '@/lib/paths';

/** The page to return to after signing in, when the link named one of this studio's pages. */
export function localRedirect(redirect: string | null): string | undefined {
  const target = redirectTarget(redirect);
  return target === paths.home ? undefined : target;
}

/** A start page's address, keeping the page of this studio the person was going to. */
export function retryWith(path: string, redirect: string | null): string {
  const target = localRedirect(redirect);
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}
