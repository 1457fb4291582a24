import type { Locator } from '@playwright/test';

export interface DroppedFileSpec {
  /** Path inside the dropped folder, e.g. `附录/价格.docx`. */
  path: string;
  bytes: Buffer;
}

/**
 * Drops a folder onto `target` the way a browser delivers a dragged folder: one item whose
 * `webkitGetAsEntry()` is a directory entry, walked with readers (Playwright cannot drag files
 * from the desktop, so the entries are built in the page from the given bytes).
 */
export async function dropFolder(target: Locator, folder: string, files: DroppedFileSpec[]) {
  const payload = files.map((f) => ({ path: f.path, base64: f.bytes.toString('base64') }));
  await target.evaluate(
    (zone, { folder, payload }) => {
      type Entry = Record<string, unknown> & { name: string };
      const directory = (name: string): Entry & { children: Entry[] } => {
        const children: Entry[] = [];
        return {
          name,
          isFile: false,
          isDirectory: true,
          children,
          createReader: () => {
            let read = false;
            return {
              readEntries: (done: (entries: Entry[]) => void) => {
                done(read ? [] : children);
                read = true;
              },
            };
          },
        };
      };
      const root = directory(folder);
      for (const { path, base64 } of payload) {
        const parts = path.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1)) {
          let next = dir.children.find((c) => c.name === part) as typeof root | undefined;
          if (!next) dir.children.push((next = directory(part)));
          dir = next;
        }
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const file = new File([bytes], parts.at(-1)!);
        dir.children.push({
          name: file.name,
          isFile: true,
          isDirectory: false,
          file: (done: (f: File) => void) => done(file),
        });
      }
      const transfer = { items: [{ kind: 'file', webkitGetAsEntry: () => root }], files: [] };
      for (const type of ['dragenter', 'dragover', 'drop']) {
        const event = new Event(type, { bubbles: true, cancelable: true });
        Object.defineProperty(event, 'dataTransfer', { value: transfer });
        zone.dispatchEvent(event);
      }
    },
    { folder, payload },
  );
}
