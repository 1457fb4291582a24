import { redirectTarget } from '@/lib/redirect';
import { paths } from '@/lib/paths';

/** The page to return to after signing in, when the link named one of this studio's pages. */
export function localRedirect(redirect: string | null): string | undefined {
  const target = redirectTarget(redirect);
  return target === paths.home ? undefined : target;
}
