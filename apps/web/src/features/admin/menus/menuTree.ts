import type { MenuItem } from '@miaoyu/contracts/menu';

export interface MenuTreeNode {
  key: string;
  title: string;
  children?: MenuTreeNode[];
}

/** The available items as tree nodes, titled by `titleOf`, in the server's order. */
export function toTreeData(items: MenuItem[], titleOf: (key: string) => string): MenuTreeNode[] {
  return items.map((item) => ({
    key: item.key,
    title: titleOf(item.key),
    ...(item.children ? { children: toTreeData(item.children, titleOf) } : {}),
  }));
}

/** Every key of a menu, parents and children. */
export function menuKeys(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.key, ...menuKeys(item.children ?? [])]);
}

/**
 * The keys to show ticked for a role's menu: its leaves only. A tree that links parents and
 * children ticks a parent when all its children are ticked and half-ticks it otherwise, so
 * ticking the parent itself would tick every child.
 */
export function checkedLeafKeys(items: MenuItem[]): string[] {
  return items.flatMap((item) =>
    item.children?.length ? checkedLeafKeys(item.children) : [item.key],
  );
}

/**
 * The menu to save from the ticked keys: `available`'s order, a parent kept whenever one of its
 * children is ticked (the tree half-ticks it and leaves it out of the checked keys), and a
 * parent without ticked children dropped.
 */
export function itemsFromChecked(available: MenuItem[], checked: Iterable<string>): MenuItem[] {
  const ticked = new Set(checked);
  return available.flatMap((item): MenuItem[] => {
    if (!item.children?.length) return ticked.has(item.key) ? [{ key: item.key }] : [];
    const children = itemsFromChecked(item.children, ticked);
    return children.length > 0 ? [{ key: item.key, children }] : [];
  });
}
