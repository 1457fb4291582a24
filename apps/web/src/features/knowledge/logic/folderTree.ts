import type { DatasetFolder } from '@miaoyu/contracts/knowledge';

/** A folder with the folders directly inside it, sorted by name. */
export interface FolderNode {
  folder: DatasetFolder;
  children: FolderNode[];
}

const byName = (a: FolderNode, b: FolderNode) =>
  a.folder.name.localeCompare(b.folder.name, 'zh-CN', { numeric: true });

/**
 * The tree of a dataset's flat folder list (built by `parentId`). A folder whose parent is not in
 * the list, or that sits in a loop, shows at the top level rather than vanishing.
 */
export function buildFolderTree(folders: readonly DatasetFolder[]): FolderNode[] {
  const ids = new Set(folders.map((folder) => folder.id));
  const childrenOf = new Map<string | null, DatasetFolder[]>();
  for (const folder of folders) {
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), folder]);
  }
  const placed = new Set<string>();
  const grow = (folder: DatasetFolder): FolderNode => {
    placed.add(folder.id);
    const children = (childrenOf.get(folder.id) ?? []).filter((child) => !placed.has(child.id));
    return { folder, children: children.map(grow).sort(byName) };
  };
  const roots = (childrenOf.get(null) ?? []).map(grow);
  // Folders only reachable through a loop of parents: break the loop at the first one met.
  for (const folder of folders) if (!placed.has(folder.id)) roots.push(grow(folder));
  return roots.sort(byName);
}

/** The folder and every folder below it: where a folder cannot be moved to. */
export function folderWithDescendants(
  folders: readonly DatasetFolder[],
  folderId: string,
): Set<string> {
  const found = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders)
      if (folder.parentId !== null && found.has(folder.parentId) && !found.has(folder.id)) {
        found.add(folder.id);
        grew = true;
      }
  }
  return found;
}

/** The folders from the top level down to `folderId` (empty for the top level or unknown ids). */
export function folderPath(
  folders: readonly DatasetFolder[],
  folderId: string | null,
): DatasetFolder[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: DatasetFolder[] = [];
  let current = folderId === null ? undefined : byId.get(folderId);
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path;
}
