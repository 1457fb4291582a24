import { useState } from 'react';
import { Button, Message, Popconfirm, Switch, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconDelete, IconEdit } from '@arco-design/web-react/icon';
import type { DatasetChunk } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { useDeleteChunk } from '../../api/deleteChunk';
import type { DatasetRef } from '../../api/keys';
import { useUpdateChunk } from '../../api/updateChunk';
import shared from '../shared.module.css';
import { ChunkEditor } from './ChunkEditor';
import { ChunkSource } from './ChunkSource';
import styles from './Chunks.module.css';

interface Props {
  datasetRef: DatasetRef;
  chunk: DatasetChunk;
  canManage: boolean;
}

/**
 * One chunk: where it sits and its text, always as text (never HTML or markdown: it is the
 * document's own content). Managers switch it off for retrieval, edit or delete it.
 */
export function ChunkItem({ datasetRef, chunk, canManage }: Props) {
  const { t } = useTranslation('knowledge');
  const update = useUpdateChunk(datasetRef);
  const remove = useDeleteChunk(datasetRef);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();

  const toggle = (enabled: boolean) =>
    update.mutate(
      { chunkId: chunk.id, body: { enabled } },
      {
        onSuccess: () =>
          Message.success(t(enabled ? 'chunks.enabledSaved' : 'chunks.disabledSaved')),
        onError: (failure) => Message.error(errorMessage(failure)),
      },
    );
  const save = (content: string) => {
    setError(undefined);
    update.mutate(
      { chunkId: chunk.id, body: { content } },
      {
        onSuccess: () => {
          Message.success(t('chunks.saved'));
          setEditing(false);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <article className={`${styles.chunk} ${chunk.enabled ? '' : styles.off}`} data-testid="chunk">
      <div className={styles.head}>
        <div className={styles.source}>
          <span className={styles.position}>
            {t('chunks.position', { position: chunk.position })}
          </span>
          <ChunkSource source={chunk} />
          <span>{t('chunks.chars', { count: Array.from(chunk.content).length })}</span>
        </div>
        {canManage ? (
          <div className={styles.tools}>
            <Switch
              size="small"
              checked={chunk.enabled}
              loading={update.isPending && !editing}
              aria-label={t('chunks.enabled')}
              onChange={toggle}
            />
            <Button
              type="text"
              size="mini"
              icon={<IconEdit />}
              aria-label={t('chunks.edit')}
              onClick={() => setEditing(true)}
            />
            <Popconfirm
              title={t('chunks.deleteConfirm')}
              onOk={() =>
                remove.mutateAsync(chunk.id).then(() => Message.success(t('chunks.deleted')))
              }
            >
              <Button
                type="text"
                size="mini"
                status="danger"
                icon={<IconDelete />}
                aria-label={t('chunks.delete')}
              />
            </Popconfirm>
          </div>
        ) : chunk.enabled ? null : (
          <Tag size="small">{t('chunks.disabled')}</Tag>
        )}
      </div>
      {editing ? (
        <ChunkEditor
          content={chunk.content}
          saving={update.isPending}
          error={error}
          onSave={save}
          onCancel={() => {
            setEditing(false);
            setError(undefined);
          }}
        />
      ) : (
        <p className={shared.plainText}>{chunk.content}</p>
      )}
    </article>
  );
}
