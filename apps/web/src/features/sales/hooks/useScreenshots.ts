import { useCallback } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useTranslation } from 'react-i18next';
import { SALE_PIC_MAX_BYTES, SALE_PICS_MAX, type SaleChat } from '@miaoyu/contracts/sales';
import { useReadSalePics } from '../api/readSalePics';
import { useUploadSalePics } from '../api/uploadSalePics';
import { pickPictures, readingView } from '../logic/reading';

/**
 * Adding screenshots and reading them: the files the server would refuse are named at once, the
 * rest go up in batches, and reading starts by itself once they are there.
 */
export function useScreenshots(chat: SaleChat) {
  const { t } = useTranslation('sales');
  const upload = useUploadSalePics(chat.id);
  const read = useReadSalePics(chat.id);
  const local = upload.isPending ? 'uploading' : read.isPending ? 'starting' : 'idle';
  const view = readingView(chat, local);
  const { mutateAsync: uploadBatch } = upload;
  const { mutateAsync: startReading } = read;

  const add = useCallback(
    async (files: readonly File[]) => {
      const { batches, rejected } = pickPictures(files, chat.pics.length);
      for (const { name, problem } of rejected)
        Message.warning(
          t(`pics.rejected.${problem}`, {
            name,
            max: problem === 'size' ? SALE_PIC_MAX_BYTES / 1024 / 1024 : SALE_PICS_MAX,
          }),
        );
      if (!batches.length) return;
      try {
        for (const batch of batches) await uploadBatch(batch);
        await startReading(undefined);
      } catch {
        // The HTTP client has shown what went wrong.
      }
    },
    [chat.pics.length, startReading, t, uploadBatch],
  );

  const readAgain = useCallback(() => {
    startReading(undefined).catch(() => undefined);
  }, [startReading]);

  return { view, add, readAgain };
}
