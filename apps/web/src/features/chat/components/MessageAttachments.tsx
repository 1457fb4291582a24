import { useEffect, useRef } from 'react';
import { IconFile } from '@arco-design/web-react/icon';
import type { ChatAttachment } from '@miaoyu/contracts';
import { useAttachmentBlob } from '../api/getAttachmentBlob';
import styles from './Chat.module.css';

function Thumb({ attachment }: { attachment: ChatAttachment }) {
  const { data } = useAttachmentBlob(attachment.url, true);
  const image = useRef<HTMLImageElement>(null);
  // The object URL lives exactly as long as the image (StrictMode-safe).
  useEffect(() => {
    if (!data) return;
    const url = URL.createObjectURL(data);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [data]);
  return <img ref={image} className={styles.messageImage} alt={attachment.name} />;
}

/** The images and files a question carried. */
export function MessageAttachments({ list }: { list: ChatAttachment[] }) {
  if (!list.length) return null;
  return (
    <div className={styles.messageFiles}>
      {list.map((attachment) =>
        attachment.kind === 'image' ? (
          <Thumb key={attachment.code} attachment={attachment} />
        ) : (
          <span key={attachment.code} className={styles.messageFile}>
            <IconFile /> {attachment.name}
          </span>
        ),
      )}
    </div>
  );
}
