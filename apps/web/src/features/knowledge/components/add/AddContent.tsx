import { useState } from 'react';
import { Button, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import {
  IconDown,
  IconLink,
  IconPaste,
  IconPlus,
  IconQuestionCircle,
  IconUpload,
} from '@arco-design/web-react/icon';
import type { DatasetFolder } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import type { DatasetRef } from '../../api/keys';
import { useUploadQueue } from '../../hooks/useUploadQueue';
import { UploadModal } from '../upload/UploadModal';
import { ImportUrlModal } from './ImportUrlModal';
import { PasteTextModal } from './PasteTextModal';
import { QaModal } from './QaModal';

type Way = 'upload' | 'text' | 'qa' | 'url';

interface Props {
  datasetRef: DatasetRef;
  folders: readonly DatasetFolder[];
  /** Where new content goes (null: the top level), and its name. */
  folderId: string | null;
  folderName: string;
  maxFileBytes: number;
}

/** "添加内容": upload files, paste text, enter Q&A pairs or import a web page into the open folder. */
export function AddContent({ datasetRef, folders, folderId, folderName, maxFileBytes }: Props) {
  const { t } = useTranslation('knowledge');
  const [way, setWay] = useState<Way | null>(null);
  const uploads = useUploadQueue(datasetRef, folders);
  const close = () => setWay(null);
  const done = uploads.items.filter((item) => item.phase === 'done').length;

  const menu = (
    <Menu onClickMenuItem={(key) => setWay(key as Way)}>
      <Menu.Item key="upload">
        <IconUpload /> {t('add.upload')}
      </Menu.Item>
      <Menu.Item key="text">
        <IconPaste /> {t('add.text')}
      </Menu.Item>
      <Menu.Item key="qa">
        <IconQuestionCircle /> {t('add.qa')}
      </Menu.Item>
      <Menu.Item key="url">
        <IconLink /> {t('add.url')}
      </Menu.Item>
    </Menu>
  );

  return (
    <>
      <Dropdown droplist={menu} trigger="click" position="bl">
        <Button type="primary" icon={<IconPlus />}>
          {t('add.button')} <IconDown />
        </Button>
      </Dropdown>
      {uploads.items.length && way !== 'upload' ? (
        // Uploads go on with the modal closed: this shows how far, and opens it again.
        <Button type="text" loading={uploads.busy} onClick={() => setWay('upload')}>
          {t('upload.summary', { done, total: uploads.items.length })}
        </Button>
      ) : null}
      <UploadModal
        datasetRef={datasetRef}
        visible={way === 'upload'}
        uploads={uploads}
        folderId={folderId}
        folderName={folderName}
        maxFileBytes={maxFileBytes}
        onClose={close}
      />
      <PasteTextModal
        datasetRef={datasetRef}
        folderId={folderId}
        visible={way === 'text'}
        onClose={close}
      />
      <QaModal datasetRef={datasetRef} folderId={folderId} visible={way === 'qa'} onClose={close} />
      <ImportUrlModal
        datasetRef={datasetRef}
        folderId={folderId}
        visible={way === 'url'}
        onClose={close}
      />
    </>
  );
}
