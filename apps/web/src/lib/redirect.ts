import { paths } from './paths';

/** Where to go after sign-in: the `redirect` query when it is a path on this site, else home. */
export function redirectTarget(redirect: string | null): string {
  // `//host` and `/\host` both leave the site in browsers.
  const local = redirect !== null && /^\/(?![/\\])/.test(redirect);
  if (!redirect || !local || redirect.startsWith(paths.login)) return paths.home;
  return redirect;
}

/** The login page, remembering where the user was going (path and query). */
export function loginPath(from: { pathname: string; search: string }): string {
  const target = from.pathname + from.search;
  if (target === '/' || target.startsWith(paths.login)) return paths.login;
  return `${paths.login}?redirect=${encodeURIComponent(target)}`;
}
