import { IconFile } from '@arco-design/web-react/icon';
import type { ChatAttachment } from '@miaoyu/contracts/chat';
import { AuthImage } from '@/components/AuthImage';
import styles from './MessageAttachments.module.css';

/** The images and files a question carried (the message shows this only when there are some). */
export function MessageAttachments({ list }: { list: ChatAttachment[] }) {
  return (
    <div className={styles.messageFiles}>
      {list.map((attachment) =>
        attachment.kind === 'image' ? (
          <AuthImage
            key={attachment.code}
            url={attachment.url}
            alt={attachment.name}
            className={styles.messageImage}
          />
        ) : (
          <span key={attachment.code} className={styles.messageFile}>
            <IconFile /> {attachment.name}
          </span>
        ),
      )}
    </div>
  );
}
