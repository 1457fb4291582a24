import { Button, Dropdown, Menu, Space } from '@arco-design/web-react';
import type { TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { IconMore } from '@arco-design/web-react/icon';
import type { DatasetDocument } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/datetime';
import { formatBytes } from '../../logic/format';
import { isBusy } from '../../logic/polling';
import { DocumentName } from './DocumentName';
import { DocumentStatus } from './DocumentStatus';

export type DocumentAction = 'chunks' | 'rename' | 'move' | 'reindex' | 'delete';

interface Options {
  canManage: boolean;
  /** Phones show the name, status and actions only; the rest is one tap away in the chunks. */
  compact: boolean;
  /** The folder a document is in, shown under its name when every folder is listed. */
  folderOf: (document: DatasetDocument) => string | undefined;
  onAction: (action: DocumentAction, document: DatasetDocument) => void;
}

/** The document table's columns. */
export function useDocumentColumns({ canManage, compact, folderOf, onAction }: Options) {
  const { t } = useTranslation('knowledge');
  // On phones "查看分段" moves into the menu too, leaving the name room.
  const more = (document: DatasetDocument) => (
    <Menu onClickMenuItem={(key) => onAction(key as DocumentAction, document)}>
      {compact ? <Menu.Item key="chunks">{t('documents.viewChunks')}</Menu.Item> : null}
      {canManage ? (
        <>
          <Menu.Item key="rename">{t('documents.rename')}</Menu.Item>
          <Menu.Item key="move">{t('documents.move')}</Menu.Item>
          <Menu.Item key="reindex" disabled={isBusy(document.status)}>
            {t('documents.reindex')}
          </Menu.Item>
          <Menu.Item key="delete">{t('documents.delete')}</Menu.Item>
        </>
      ) : null}
    </Menu>
  );
  const menuButton = (document: DatasetDocument) => (
    <Dropdown droplist={more(document)} trigger="click" position="br">
      <Button type="text" size="small" icon={<IconMore />} aria-label={t('documents.more')} />
    </Dropdown>
  );

  const columns: (TableColumnProps<DatasetDocument> & { minor?: boolean })[] = [
    {
      title: t('documents.name'),
      dataIndex: 'name',
      render: (_, document) => <DocumentName document={document} folder={folderOf(document)} />,
    },
    {
      title: t('documents.source'),
      dataIndex: 'source',
      width: 72,
      minor: true,
      render: (_, document) => t(`sources.${document.source}`),
    },
    {
      title: t('documents.size'),
      dataIndex: 'bytes',
      width: 86,
      minor: true,
      render: (_, document) => formatBytes(document.bytes),
    },
    {
      title: t('documents.status'),
      dataIndex: 'status',
      width: compact ? 112 : 140,
      render: (_, document) => <DocumentStatus document={document} />,
    },
    { title: t('documents.chunks'), dataIndex: 'chunkCount', width: 64, minor: true },
    {
      title: t('documents.updatedAt'),
      dataIndex: 'updatedAt',
      width: 148,
      minor: true,
      render: (_, document) => formatDateTime(document.updatedAt),
    },
    {
      title: t('documents.actions'),
      dataIndex: 'id',
      // Wide enough for the English heading too ("Actions"), not only the menu button.
      width: compact ? 88 : canManage ? 128 : 96,
      fixed: 'right',
      render: (_, document) =>
        compact ? (
          menuButton(document)
        ) : (
          <Space size={4}>
            <Button type="text" size="small" onClick={() => onAction('chunks', document)}>
              {t('documents.viewChunks')}
            </Button>
            {canManage ? menuButton(document) : null}
          </Space>
        ),
    },
  ];
  return columns
    .filter((column) => !(compact && column.minor))
    .map(({ minor: _, ...column }) => column);
}
