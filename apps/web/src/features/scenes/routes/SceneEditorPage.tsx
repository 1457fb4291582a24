import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { PageSpin } from '@/components/PageSpin';
import { useSessionStore } from '@/lib/session';
import { useScene } from '../api/scenes';
import { SceneEditor } from '../components/editor/SceneEditor';

/** `/business-scene/:sceneId`: a scene's graph on a canvas, its settings, test runs and versions. */
export function SceneEditorPage() {
  const { t } = useTranslation('scenes');
  const { sceneId = '' } = useParams();
  const orgId = useSessionStore((s) => s.user?.orgId ?? '');
  const scene = useScene({ orgId, sceneId });
  const { refetch } = scene;
  const reread = useCallback(async () => (await refetch()).data, [refetch]);

  if (scene.isPending) return <PageSpin />;
  if (!scene.data)
    return <LoadFailed message={t('editor.loadFailed')} onRetry={() => void refetch()} />;
  // A new editor for another scene: its history, clipboard and layout are that scene's own.
  return <SceneEditor key={scene.data.id} orgId={orgId} scene={scene.data} refetch={reread} />;
}
