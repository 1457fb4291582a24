import { FOLDER_NAME_MAX_CHARS, type DatasetFolder } from '@miaoyu/contracts/knowledge';

interface Options {
  /** The dataset's folders as last loaded: a folder of the same name is reused, not doubled. */
  known: () => readonly DatasetFolder[];
  /** Creates a folder and answers its id. */
  create: (name: string, parentId: string | null) => Promise<string>;
}

/** Folder names are at most 50 characters; a longer directory name is cut, not refused. */
const folderName = (name: string) => Array.from(name).slice(0, FOLDER_NAME_MAX_CHARS).join('');

/**
 * Finds or creates the folders a dropped directory's files go into, each once even when many
 * files of it upload at the same time. A failed creation is forgotten, so a retry tries again.
 */
export function createFolderResolver({ known, create }: Options) {
  const pending = new Map<string, Promise<string | null>>();

  function resolve(base: string | null, dir: readonly string[]): Promise<string | null> {
    if (!dir.length) return Promise.resolve(base);
    const key = JSON.stringify([base, ...dir]);
    const existing = pending.get(key);
    if (existing) return existing;
    const made = resolve(base, dir.slice(0, -1)).then((parentId) => {
      const name = folderName(dir.at(-1)!);
      const same = known().find((f) => f.parentId === parentId && f.name === name);
      return same ? same.id : create(name, parentId);
    });
    pending.set(key, made);
    made.catch(() => {
      if (pending.get(key) === made) pending.delete(key);
    });
    return made;
  }

  return { resolve };
}
