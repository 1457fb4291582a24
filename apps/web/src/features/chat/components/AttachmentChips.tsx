import { useTranslation } from 'react-i18next';
import { IconClose, IconExclamationCircle, IconFile } from '@arco-design/web-react/icon';
import type { PendingFile } from '../store';
import styles from './AttachmentChips.module.css';

/** The composer's files: name or thumbnail, upload progress, errors in place, remove. */
export function AttachmentChips(props: { files: PendingFile[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation('chat');
  if (!props.files.length) return null;
  return (
    <ul className={styles.chips} aria-label={t('chat.attachments')}>
      {props.files.map((file) => (
        <li
          key={file.key}
          className={`${styles.chip} ${file.status === 'error' ? styles.chipError : ''}`}
          title={file.error ?? file.name}
        >
          {file.preview ? (
            <img className={styles.chipThumb} src={file.preview} alt="" />
          ) : file.status === 'error' ? (
            <IconExclamationCircle />
          ) : (
            <IconFile />
          )}
          <span className={styles.chipText}>
            <span className={styles.chipName}>{file.name}</span>
            {file.status === 'error' ? (
              <span className={styles.chipMessage} role="alert">
                {file.error}
              </span>
            ) : file.status === 'uploading' ? (
              <span className={styles.chipBar} aria-label={t('chat.uploading')}>
                <span style={{ width: `${file.progress}%` }} />
              </span>
            ) : null}
          </span>
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={t('chat.removeFile', { name: file.name })}
            onClick={() => props.onRemove(file.key)}
          >
            <IconClose />
          </button>
        </li>
      ))}
    </ul>
  );
}
