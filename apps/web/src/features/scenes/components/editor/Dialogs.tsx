import { useState } from 'react';
import { Button, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { Scene, SceneGraph } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/datetime';
import { diffGraphs } from './diff';
import { DiffSummary } from './DiffSummary';
import styles from './Editor.module.css';

interface ConflictProps {
  theirs: Scene | null;
  mine: SceneGraph;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}

/** Someone else saved the draft since it was opened: take theirs, or save mine over it. */
export function ConflictModal({ theirs, mine, onLoadTheirs, onKeepMine }: ConflictProps) {
  const { t } = useTranslation('scenes');
  return (
    <Modal
      title={t('editor.conflict.title')}
      visible={theirs !== null}
      closable={false}
      maskClosable={false}
      escToExit={false}
      unmountOnExit
      footer={
        <>
          <Button onClick={onLoadTheirs}>{t('editor.conflict.loadTheirs')}</Button>
          <Button type="primary" status="warning" onClick={onKeepMine}>
            {t('editor.conflict.keepMine')}
          </Button>
        </>
      }
    >
      {theirs ? (
        <div data-testid="conflict-dialog">
          <p>
            {t('editor.conflict.text', {
              version: theirs.draftVersion,
              time: formatDateTime(theirs.updatedAt),
            })}
          </p>
          <p className={styles.muted}>{t('editor.conflict.diff')}</p>
          <DiffSummary diff={diffGraphs(theirs.graph, mine)} />
        </div>
      ) : null}
    </Modal>
  );
}

interface PublishProps {
  visible: boolean;
  busy: boolean;
  dirty: boolean;
  onPublish: (note: string) => void;
  onClose: () => void;
}

/** Publishes the draft as the next version, with a note on what changed. */
export function PublishModal({ visible, busy, dirty, onPublish, onClose }: PublishProps) {
  const { t } = useTranslation('scenes');
  const [note, setNote] = useState('');
  return (
    <Modal
      title={t('editor.publish.title')}
      visible={visible}
      onCancel={onClose}
      onOk={() => onPublish(note.trim())}
      okText={t('editor.publish.ok')}
      confirmLoading={busy}
      afterClose={() => setNote('')}
      unmountOnExit
    >
      <p className={styles.muted}>
        {dirty ? t('editor.publish.saveFirst') : t('editor.publish.text')}
      </p>
      <label htmlFor="scene-publish-note" className={styles.modalLabel}>
        {t('editor.publish.note')}
      </label>
      <Input
        id="scene-publish-note"
        value={note}
        maxLength={200}
        showWordLimit
        placeholder={t('editor.publish.notePlaceholder')}
        onChange={setNote}
        onPressEnter={() => onPublish(note.trim())}
      />
    </Modal>
  );
}
