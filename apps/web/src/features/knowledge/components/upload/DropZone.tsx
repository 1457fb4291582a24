import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconFolder, IconUpload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from '../../logic/uploadChecks';
import { pickedFiles, readDrop, walkEntries, type DroppedFile } from '../../logic/walkEntries';
import styles from './Upload.module.css';

interface Props {
  /** The per-file limit and the supported types, shown under the title. */
  hint: string;
  onFiles: (files: DroppedFile[]) => void;
  onReadError: (detail: string) => void;
}

/**
 * Click to pick files, pick a whole folder, or drop files and folders: dropped folders are walked
 * (their structure comes along as each file's `dir`).
 */
export function DropZone({ hint, onFiles, onReadError }: Props) {
  const { t } = useTranslation('knowledge');
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  // React does not know the attribute that makes a file input choose folders.
  useEffect(() => folderInput.current?.setAttribute('webkitdirectory', ''), []);
  const [over, setOver] = useState(false);
  const [reading, setReading] = useState(false);

  const pick = (list: FileList | null) => {
    if (list?.length) onFiles(pickedFiles(Array.from(list)));
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    // Entries must be taken during the event; walking them may take longer.
    const dropped = readDrop(event.dataTransfer);
    if ('files' in dropped) return onFiles(dropped.files.map((file) => ({ file, dir: [] })));
    setReading(true);
    walkEntries(dropped.entries)
      .then(onFiles, (error: unknown) => onReadError(String(error)))
      .finally(() => setReading(false));
  };
  const choose = (input: HTMLInputElement | null) => input?.click();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    pick(event.target.files);
    // Choosing the same files again must fire again.
    event.target.value = '';
  };

  return (
    <div>
      <div
        role="button"
        tabIndex={0}
        className={`${styles.zone} ${over ? styles.over : ''}`}
        onClick={() => choose(filesInput.current)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            choose(filesInput.current);
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <IconUpload className={styles.zoneIcon} />
        <span className={styles.zoneTitle}>{reading ? t('upload.reading') : t('upload.drop')}</span>
        <span className={styles.zoneHint}>{t('upload.types')}</span>
        <span className={styles.zoneHint}>{hint}</span>
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        className={styles.hidden}
        aria-label={t('upload.title')}
        onChange={onChange}
      />
      <input
        ref={folderInput}
        type="file"
        className={styles.hidden}
        aria-label={t('upload.chooseFolder')}
        onChange={onChange}
      />
      <Button
        size="small"
        icon={<IconFolder />}
        className={styles.folderPick}
        onClick={() => choose(folderInput.current)}
      >
        {t('upload.chooseFolder')}
      </Button>
    </div>
  );
}
