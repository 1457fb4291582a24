import { Table, type TableColumnProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Table/style/css.js';
import type { BotKey } from '@miaoyu/contracts/bot';
import { useTranslation } from 'react-i18next';
import type { BotRef } from '../api/keys';
import {
  KeyActions,
  KeyHolderCell,
  KeyOrigins,
  KeyStateTag,
  useKeyTexts,
  type KeyListProps,
} from './KeyParts';
import styles from './Keys.module.css';

/** The bot's keys as a table (wide screens). */
export function KeyTable({ keys, botRef, ...actions }: KeyListProps & { botRef: BotRef }) {
  const { t } = useTranslation('bot');
  const texts = useKeyTexts();
  const columns: TableColumnProps<BotKey>[] = [
    { title: t('keys.columns.name'), dataIndex: 'name', width: 140 },
    {
      title: t('keys.columns.state'),
      key: 'state',
      width: 90,
      render: (_, key) => <KeyStateTag botKey={key} />,
    },
    {
      title: t('keys.columns.holder'),
      key: 'holder',
      width: 240,
      render: (_, key) => (
        <KeyHolderCell botKey={key} botRef={botRef} canPublish={actions.canPublish} />
      ),
    },
    {
      title: t('keys.columns.key'),
      dataIndex: 'key',
      width: 210,
      render: (_, key) => <code className={styles.keyText}>{key.key}</code>,
    },
    {
      title: t('keys.columns.origins'),
      dataIndex: 'allowedOrigins',
      width: 240,
      render: (_, key) => <KeyOrigins botKey={key} />,
    },
    {
      title: t('keys.columns.expiresAt'),
      dataIndex: 'expiresAt',
      width: 140,
      render: (_, key) => texts.expiresAt(key),
    },
    {
      title: t('keys.columns.limits'),
      key: 'limits',
      width: 150,
      render: (_, key) => texts.limits(key),
    },
    {
      title: t('keys.columns.lastUsed'),
      dataIndex: 'lastUsedAt',
      width: 140,
      render: (_, key) => texts.lastUsed(key),
    },
    { title: t('keys.columns.conversations'), dataIndex: 'conversations', width: 90 },
    {
      title: t('keys.columns.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, key) => <KeyActions botKey={key} {...actions} />,
    },
  ];
  return (
    <Table
      rowKey="id"
      columns={columns}
      data={keys}
      pagination={false}
      scroll={{ x: 1590 }}
      rowClassName={(key) => (key.revokedAt ? (styles.revokedRow ?? '') : '')}
      noDataElement={t('keys.empty')}
      data-testid="bot-key-table"
    />
  );
}
