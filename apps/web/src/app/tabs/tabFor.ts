import { isTabbable, routeInfo } from '../routes/match';
import type { TabEntry } from './store';

/** The tab for a location, or null for pages that are never tabs (redirect, not-found). */
export function tabFor(location: { pathname: string; search: string }): TabEntry | null {
  const info = routeInfo(location.pathname);
  if (!isTabbable(info)) return null;
  return {
    title: info.leaf.titleKey!,
    name: info.leaf.key,
    fullPath: location.pathname + location.search,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    ignoreCache: info.leaf.ignoreCache === true,
  };
}
