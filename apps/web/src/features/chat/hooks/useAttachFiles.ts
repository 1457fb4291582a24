import { useCallback } from 'react';
import { CHAT_MAX_ATTACHMENTS } from '@miaoyu/contracts/chat-constants';
import { attachmentKindOf, attachmentMaxBytes } from '@miaoyu/contracts/chat-files';
import { errorMessage } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { isHttpError } from '@/lib/http';
import { uploadAttachment } from '../api/uploadAttachment';
import { useChatStore } from '../store';

let sequence = 0;

/** Adds pasted, dropped or picked files to the composer, uploading each at once. */
export function useAttachFiles(sessionId: string, vision: boolean, modelName: string) {
  return useCallback(
    (files: File[]) => {
      const store = useChatStore.getState();
      store.setError(sessionId, null);
      for (const file of files) {
        const count = useChatStore.getState().files[sessionId]?.length ?? 0;
        if (count >= CHAT_MAX_ATTACHMENTS) {
          store.setError(
            sessionId,
            i18n.t('chat:chat.tooManyFiles', { count: CHAT_MAX_ATTACHMENTS }),
          );
          return;
        }
        const kind = attachmentKindOf(file);
        if (kind === 'image' && !vision) {
          store.setError(sessionId, i18n.t('chat:chat.noVision', { model: modelName }));
          continue;
        }
        sequence += 1;
        const key = `file-${sequence}`;
        const limit = attachmentMaxBytes(kind ?? 'text');
        const refused = !kind
          ? i18n.t('chat:chat.fileType')
          : file.size > limit
            ? i18n.t('chat:chat.fileTooLarge', { size: Math.round(limit / 1024 / 1024) })
            : null;
        const controller = new AbortController();
        store.addFile(sessionId, {
          key,
          name: file.name,
          kind: kind ?? 'text',
          preview: kind === 'image' ? URL.createObjectURL(file) : undefined,
          progress: 0,
          status: refused ? 'error' : 'uploading',
          error: refused ?? undefined,
          cancel: () => controller.abort(),
        });
        if (refused) continue;
        const patch = useChatStore.getState().patchFile;
        uploadAttachment(file, (progress) => patch(sessionId, key, { progress }), controller.signal)
          .then((attachment) =>
            patch(sessionId, key, { status: 'done', progress: 100, attachment }),
          )
          .catch((error: unknown) => {
            if (isHttpError(error) && error.kind === 'cancel') return;
            patch(sessionId, key, { status: 'error', error: errorMessage(error) });
          });
      }
    },
    [sessionId, vision, modelName],
  );
}
