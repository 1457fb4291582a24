import { Button, Modal, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import type { SceneSummary } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/Panel';
import { formatDateTime } from '@/lib/datetime';
import { scenePathOf } from '../logic/paths';
import styles from './Scenes.module.css';

interface Props {
  scene: SceneSummary;
  onDelete: (scene: SceneSummary) => void;
}

/** A scene in the list: who made it, what is published, which helpers follow it. */
export function SceneCard({ scene, onDelete }: Props) {
  const { t } = useTranslation('scenes');
  const title = (
    <Link to={scenePathOf(scene.id)} className={styles.cardTitle} title={scene.name}>
      {scene.name}
    </Link>
  );
  const status =
    scene.publishedVersion === null ? (
      <Tag size="small">{t('list.unpublished')}</Tag>
    ) : (
      <Tag size="small" color="green">
        {t('list.published', { version: scene.publishedVersion })}
      </Tag>
    );
  const remove = () =>
    Modal.confirm({
      title: t('list.deleteTitle', { name: scene.name }),
      content: t('list.deleteText'),
      okButtonProps: { status: 'danger' },
      onOk: () => onDelete(scene),
    });
  return (
    <Panel
      dense
      title={title}
      extra={status}
      data-testid="scene-card"
      actions={[
        <Link key="open" to={scenePathOf(scene.id)}>
          {t('list.open')}
        </Link>,
        <Button key="delete" type="text" size="mini" status="danger" onClick={remove}>
          {t('list.delete')}
        </Button>,
      ]}
    >
      {scene.description ? <p className={styles.description}>{scene.description}</p> : null}
      <div className={styles.facts}>
        <span>{t('list.owner', { name: scene.ownerName || '—' })}</span>
        <span>{t('list.nodes', { count: scene.nodeCount })}</span>
        {scene.unpublishedChanges && scene.publishedVersion !== null ? (
          <span className={styles.changed}>{t('list.changed')}</span>
        ) : null}
        <span>{t('list.updated', { time: formatDateTime(scene.updatedAt) })}</span>
      </div>
      <div className={styles.facts}>
        <span>{t('list.helpers')}</span>
        {scene.helpers.length === 0 ? (
          <span>{t('list.noHelpers')}</span>
        ) : (
          scene.helpers.map((h) => (
            <Tag key={h.id} size="small" color="arcoblue">
              {h.name}
            </Tag>
          ))
        )}
      </div>
    </Panel>
  );
}
