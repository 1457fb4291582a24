import { useState } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import type { Scene } from '@miaoyu/contracts/scenes';
import { useTranslation } from 'react-i18next';
import { usePublishScene, useRestoreVersion } from '../../api/scenes';
import type { SceneRef } from '../../api/requests';
import type { EditorStore } from './editorStore';
import { docOf, type Saving } from './useSaving';

interface Options {
  sceneRef: SceneRef;
  store: EditorStore;
  saving: Saving;
  refetch: () => Promise<Scene | undefined>;
  initialPublished: number | null;
}

/** Publishing the saved draft as the next version, and bringing a version back as the draft. */
export function usePublishing({ sceneRef, store, saving, refetch, initialPublished }: Options) {
  const { t } = useTranslation('scenes');
  const publishing = usePublishScene(sceneRef);
  const restoring = useRestoreVersion(sceneRef);
  const [published, setPublished] = useState(initialPublished);
  const [busy, setBusy] = useState(false);

  /** Saves first when there are changes; answers whether it published. */
  const publish = async (note: string): Promise<boolean> => {
    setBusy(true);
    try {
      if (saving.dirty && !(await saving.save())) return false;
      const result = await publishing.mutateAsync({ version: saving.version(), note });
      setPublished(result.version);
      Message.success(t('editor.published', { n: result.version }));
      return true;
    } catch (error) {
      await saving.onFailure(error, store.getState().doc);
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Version `n` becomes the draft (over the one this editor has): the editor reloads it. */
  const restore = async (n: number) => {
    try {
      await restoring.mutateAsync({ n, version: saving.version() });
      const fresh = await refetch();
      if (fresh) {
        saving.setVersion(fresh.draftVersion);
        store.getState().load(docOf(fresh));
      }
      Message.success(t('editor.versions.restored', { n }));
    } catch (error) {
      await saving.onFailure(error, store.getState().doc);
    }
  };

  return { published, busy, publish, restore, restoring: restoring.isPending };
}
