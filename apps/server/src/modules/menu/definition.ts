import {
  NAVIGATION,
  type MenuItem,
  type NavigationEntry,
  type PlatformRole,
} from '@miaoyu/contracts';

/** The entries a role sees, in order; a parent with no visible children is left out. */
export function menuFor(
  role: PlatformRole,
  items: readonly NavigationEntry[] = NAVIGATION,
): MenuItem[] {
  return items.flatMap((item) => {
    if (!item.roles.includes('*') && !item.roles.includes(role)) return [];
    if (!item.children) return [{ key: item.key }];
    const children = menuFor(role, item.children);
    return children.length > 0 ? [{ key: item.key, children }] : [];
  });
}
