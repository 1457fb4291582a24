import type { VisitorFile } from '@miaoyu/contracts/bot';
import { VISITOR_FILES_MAX } from '@miaoyu/contracts/bot-constants';
import {
  attachmentKindOf,
  attachmentMaxBytes,
  CHAT_IMAGE_TYPES,
  CHAT_TEXT_EXTENSIONS,
} from '@miaoyu/contracts/chat-files';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { VisitorClient } from '../api/client';
import { uploadFile } from '../api/endpoints';
import { t } from '../i18n';
import { errorText } from '../state/conversation';

export interface PendingFile {
  id: number;
  file: File;
  /** An object URL to show an image before it is sent. */
  preview: string | null;
  status: 'uploading' | 'done' | 'failed';
  uploaded: VisitorFile | null;
}

/** What the server takes: these images and text files (the file picker's `accept`). */
export const ACCEPTED_FILES = [
  ...CHAT_IMAGE_TYPES,
  ...CHAT_TEXT_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

let count = 0;

/** Files chosen for the next question: each is uploaded at once and shown until sent. */
export function useAttachments(client: VisitorClient, onProblem: (text: string) => void) {
  const [items, setItems] = useState<PendingFile[]>([]);
  // What event handlers read: the list as last rendered.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  useEffect(
    () => () =>
      itemsRef.current.forEach((item) => item.preview && URL.revokeObjectURL(item.preview)),
    [],
  );

  const update = (id: number, change: Partial<PendingFile>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  function add(files: ArrayLike<File>) {
    let room = VISITOR_FILES_MAX - itemsRef.current.length;
    const added: PendingFile[] = [];
    for (const file of Array.from(files)) {
      const kind = attachmentKindOf(file);
      if (!kind) onProblem(t('fileType'));
      else if (file.size > attachmentMaxBytes(kind))
        onProblem(
          t('fileTooLarge', { name: file.name, limit: megabytes(attachmentMaxBytes(kind)) }),
        );
      else if (room <= 0) onProblem(t('tooManyFiles', { count: VISITOR_FILES_MAX }));
      else {
        room -= 1;
        const preview = kind === 'image' ? URL.createObjectURL(file) : null;
        added.push({ id: ++count, file, preview, status: 'uploading', uploaded: null });
      }
    }
    if (added.length === 0) return;
    setItems((list) => [...list, ...added]);
    for (const item of added) {
      uploadFile(client, item.file).then(
        (uploaded) => update(item.id, { status: 'done', uploaded }),
        (error: unknown) => {
          update(item.id, { status: 'failed' });
          onProblem(`${t('uploadFailed', { name: item.file.name })}: ${errorText(error)}`);
        },
      );
    }
  }

  function remove(id: number) {
    const item = itemsRef.current.find((other) => other.id === id);
    if (item?.preview) URL.revokeObjectURL(item.preview);
    setItems((list) => list.filter((other) => other.id !== id));
  }

  /** The uploaded files, handed over with the question; the list empties. */
  function take(): VisitorFile[] {
    const ready = itemsRef.current.flatMap((item) => (item.uploaded ? [item.uploaded] : []));
    itemsRef.current.forEach((item) => item.preview && URL.revokeObjectURL(item.preview));
    setItems([]);
    return ready;
  }

  return {
    items,
    busy: items.some((item) => item.status === 'uploading'),
    add,
    remove,
    take,
  };
}
