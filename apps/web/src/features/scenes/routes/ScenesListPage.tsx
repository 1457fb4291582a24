import { useState } from 'react';
import { Alert, Button, Input, Message, Pagination, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconBranch, IconLock, IconPlus } from '@arco-design/web-react/icon';
import type { SceneSummary } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { EmptyState } from '@/components/page/EmptyState';
import { PageHeader } from '@/components/page/PageHeader';
import { errorMessage } from '@/lib/api-error';
import { useSessionStore } from '@/lib/session';
import { useDeleteScene, useSceneList } from '../api/scenes';
import { SCENE_LIST_SIZE } from '../api/requests';
import { NewSceneModal } from '../components/NewSceneModal';
import { SceneCard } from '../components/SceneCard';
import { SecretsDrawer } from '../components/secrets/SecretsDrawer';
import { scenePathOf } from '../logic/paths';
import styles from '../components/Scenes.module.css';

/** `/business-scene`: the team's scenes, searched by name, with what is published and used. */
export function ScenesListPage() {
  const { t } = useTranslation(['scenes', 'nav']);
  const navigate = useNavigate();
  const orgId = useSessionStore((s) => s.user?.orgId ?? '');
  // The team's secrets are its managers' (the server refuses anyone else).
  const canManageSecrets = useSessionStore((s) => !!s.user?.permissions.includes('org:manage'));
  const [secretsOpen, setSecretsOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const scenes = useSceneList(orgId, keyword, page);
  const remove = useDeleteScene(orgId);
  const list = scenes.data?.list ?? [];
  const create = (
    <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
      {t('list.create')}
    </Button>
  );
  const onDelete = (scene: SceneSummary) =>
    remove.mutateAsync(scene.id).then(
      () => void Message.success(t('list.deleted')),
      (error: unknown) => void Message.error(errorMessage(error)),
    );

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('nav:scenes.menu')}
        intro={t('list.intro')}
        actions={
          <>
            {canManageSecrets ? (
              <Button icon={<IconLock />} onClick={() => setSecretsOpen(true)}>
                {t('secrets.open')}
              </Button>
            ) : null}
            {create}
          </>
        }
      />
      <Alert className={styles.phoneHint} type="info" content={t('list.phoneHint')} />
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          className={styles.search}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
        />
      </div>
      {scenes.isPending ? (
        <Spin className={styles.spin} />
      ) : scenes.isError ? (
        <LoadFailed message={t('list.loadFailed')} onRetry={() => void scenes.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={IconBranch}
          title={keyword ? t('list.noMatch') : t('list.empty')}
          text={keyword ? t('list.noMatchText') : t('list.emptyText')}
          action={keyword ? undefined : create}
        />
      ) : (
        <>
          <div className={styles.grid}>
            {list.map((scene) => (
              <SceneCard key={scene.id} scene={scene} onDelete={onDelete} />
            ))}
          </div>
          {(scenes.data?.total ?? 0) > SCENE_LIST_SIZE ? (
            <Pagination
              className={styles.pager}
              current={page}
              pageSize={SCENE_LIST_SIZE}
              total={scenes.data?.total ?? 0}
              onChange={setPage}
              simple
            />
          ) : null}
        </>
      )}
      {canManageSecrets ? (
        <SecretsDrawer orgId={orgId} visible={secretsOpen} onClose={() => setSecretsOpen(false)} />
      ) : null}
      <NewSceneModal
        orgId={orgId}
        visible={creating}
        onClose={() => setCreating(false)}
        onCreated={(sceneId) => {
          setCreating(false);
          void navigate(scenePathOf(sceneId));
        }}
      />
    </div>
  );
}
