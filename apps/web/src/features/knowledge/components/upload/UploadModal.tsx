import { useState } from 'react';
import { Alert, Button, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useTranslation } from 'react-i18next';
import type { DatasetRef } from '../../api/keys';
import { useLoadedDocuments } from '../../hooks/useLoadedDocuments';
import type { UploadQueueHandle } from '../../hooks/useUploadQueue';
import { formatBytes } from '../../logic/format';
import shared from '../shared.module.css';
import { DropZone } from './DropZone';
import styles from './Upload.module.css';
import { UploadList } from './UploadList';

interface Props {
  datasetRef: DatasetRef;
  visible: boolean;
  uploads: UploadQueueHandle;
  /** Where the files go (null: the top level) and its name, shown in the title. */
  folderId: string | null;
  folderName: string;
  maxFileBytes: number;
  onClose: () => void;
}

/**
 * "上传文件": the drop zone and every file's progress. Closing it does not stop the uploads;
 * the page shows how far they are and reopens it.
 */
export function UploadModal({
  datasetRef,
  visible,
  uploads,
  folderId,
  folderName,
  maxFileBytes,
  onClose,
}: Props) {
  const { t } = useTranslation('knowledge');
  const [readError, setReadError] = useState<string>();
  const documents = useLoadedDocuments(datasetRef);
  const done = uploads.items.filter((item) => item.phase === 'done').length;

  return (
    <Modal
      title={`${t('upload.title')} · ${t('add.into', { folder: folderName })}`}
      visible={visible}
      onCancel={onClose}
      className={shared.modal}
      footer={
        <div className={styles.footer}>
          <span className={shared.muted}>
            {uploads.items.length
              ? t('upload.summary', { done, total: uploads.items.length })
              : null}
          </span>
          <span>
            <Button onClick={uploads.clear} disabled={!uploads.items.length}>
              {t('upload.clearFinished')}
            </Button>{' '}
            <Button type="primary" onClick={onClose}>
              {t('upload.close')}
            </Button>
          </span>
        </div>
      }
    >
      <DropZone
        hint={maxFileBytes ? t('upload.limit', { size: formatBytes(maxFileBytes) }) : ''}
        onFiles={(files) => {
          setReadError(undefined);
          uploads.add(files, folderId, maxFileBytes);
        }}
        onReadError={(detail) => setReadError(t('upload.readFailed', { detail }))}
      />
      {readError ? <Alert type="error" content={readError} /> : null}
      <UploadList
        items={uploads.items}
        documents={documents}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
      />
    </Modal>
  );
}
