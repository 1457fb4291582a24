import { useState } from 'react';
import { Button, Drawer, Empty, Popconfirm, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { SceneGraph } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { formatDateTime } from '@/lib/datetime';
import { useSceneVersion, useSceneVersions } from '../../api/scenes';
import { useEditor, useEditorState } from './context';
import { diffGraphs } from './diff';
import { DiffSummary } from './DiffSummary';
import styles from './Editor.module.css';

interface Props {
  visible: boolean;
  onClose: () => void;
  publishedVersion: number | null;
  restoring: boolean;
  onRestore: (n: number) => Promise<void>;
}

/** What changed between a published version and the draft on the canvas. */
function Compare({ n, draft }: { n: number; draft: SceneGraph }) {
  const { sceneRef } = useEditor();
  const version = useSceneVersion(sceneRef, n);
  if (!version.data) return <Spin size={16} />;
  return <DiffSummary diff={diffGraphs(version.data.graph, draft)} />;
}

/** The published versions: who and when, compared with the draft, restored as the draft. */
export function VersionsDrawer({
  visible,
  onClose,
  publishedVersion,
  restoring,
  onRestore,
}: Props) {
  const { t } = useTranslation('scenes');
  const { sceneRef, readOnly } = useEditor();
  const phone = useMediaQuery('(max-width: 768px)');
  const versions = useSceneVersions(sceneRef, visible);
  const draft = useEditorState((s) => s.doc.graph);
  const dirty = useEditorState((s) => s.doc !== s.saved);
  const [comparing, setComparing] = useState<number | null>(null);
  const list = versions.data?.list ?? [];

  return (
    <Drawer
      title={t('editor.versions.title')}
      visible={visible}
      onCancel={onClose}
      footer={null}
      width={phone ? '100%' : 420}
      unmountOnExit
    >
      {versions.isPending ? <Spin className={styles.spin} /> : null}
      {versions.data && !list.length ? <Empty description={t('editor.versions.empty')} /> : null}
      <ol className={styles.versionList}>
        {list.map((v) => (
          <li key={v.n} className={styles.version} data-testid="scene-version">
            <div className={styles.versionHead}>
              <strong>v{v.n}</strong>
              {v.n === publishedVersion ? (
                <Tag size="small" color="green">
                  {t('editor.versions.live')}
                </Tag>
              ) : null}
              <span className={styles.muted}>
                {t('editor.versions.nodes', { count: v.nodeCount })}
              </span>
            </div>
            {v.note ? <p className={styles.versionNote}>{v.note}</p> : null}
            <span className={styles.muted}>
              {[v.publishedByName, formatDateTime(v.createdAt)].filter(Boolean).join(' · ')}
            </span>
            <div className={styles.versionActions}>
              <Button size="mini" onClick={() => setComparing(comparing === v.n ? null : v.n)}>
                {comparing === v.n
                  ? t('editor.versions.hideCompare')
                  : t('editor.versions.compare')}
              </Button>
              {readOnly ? null : (
                <Popconfirm
                  title={
                    dirty
                      ? t('editor.versions.restoreDirty', { n: v.n })
                      : t('editor.versions.restoreConfirm', { n: v.n })
                  }
                  onOk={() => onRestore(v.n)}
                >
                  <Button size="mini" type="primary" loading={restoring}>
                    {t('editor.versions.restore')}
                  </Button>
                </Popconfirm>
              )}
            </div>
            {comparing === v.n ? (
              <div className={styles.compare}>
                <p className={styles.muted}>{t('editor.versions.compareText', { n: v.n })}</p>
                <Compare n={v.n} draft={draft} />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </Drawer>
  );
}
