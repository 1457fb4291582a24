/**
 * The parts of the browser's File System entries (`DataTransferItem.webkitGetAsEntry()`) that
 * walking a drop needs, so tests can hand in plain objects.
 */
export interface EntryLike {
  name: string;
  isFile: boolean;
  isDirectory: boolean;
}
interface FileEntryLike extends EntryLike {
  file(done: (file: File) => void, fail?: (error: unknown) => void): void;
}
interface DirectoryEntryLike extends EntryLike {
  createReader(): {
    readEntries(done: (entries: EntryLike[]) => void, fail?: (error: unknown) => void): void;
  };
}

/** A dropped file and the folders it sat in below the drop (`[]`: dropped on its own). */
export interface DroppedFile {
  file: File;
  dir: string[];
}

const hidden = (name: string) => name.startsWith('.');

/** Every entry of a directory: a reader answers in batches (Chrome: 100) until an empty one. */
async function readAll(entry: DirectoryEntryLike): Promise<EntryLike[]> {
  const reader = entry.createReader();
  const all: EntryLike[] = [];
  for (;;) {
    const batch = await new Promise<EntryLike[]>((done, fail) => reader.readEntries(done, fail));
    if (!batch.length) return all;
    all.push(...batch);
  }
}

/** The files of dropped entries, walking into folders; hidden files (.DS_Store) are skipped. */
export async function walkEntries(entries: readonly EntryLike[], dir: string[] = []) {
  const found: DroppedFile[] = [];
  for (const entry of entries) {
    if (hidden(entry.name)) continue;
    if (entry.isFile) {
      const file = await new Promise<File>((done, fail) =>
        (entry as FileEntryLike).file(done, fail),
      );
      found.push({ file, dir });
    } else if (entry.isDirectory) {
      const children = await readAll(entry as DirectoryEntryLike);
      found.push(...(await walkEntries(children, [...dir, entry.name])));
    }
  }
  return found;
}

/**
 * Files picked with a folder chooser (`webkitdirectory`): their folders come from the relative
 * path, `手册/附录/a.pdf` → `['手册', '附录']`, the chosen folder itself included.
 */
export function pickedFiles(files: readonly File[]): DroppedFile[] {
  return files
    .map((file) => ({ file, parts: (file.webkitRelativePath || file.name).split('/') }))
    .filter(({ parts }) => !parts.some(hidden))
    .map(({ file, parts }) => ({ file, dir: parts.slice(0, -1) }));
}

/**
 * What a drop carries, read at once: the entries are only readable during the drop event.
 * Browsers without entries give the plain files.
 */
export function readDrop(data: DataTransfer): { entries: EntryLike[] } | { files: File[] } {
  const items = Array.from(data.items ?? []).filter((item) => item.kind === 'file');
  const entries = items.map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length && entries.every((entry) => entry !== null)) return { entries };
  return { files: Array.from(data.files) };
}
