import type { ComponentType } from 'react';
import { IconBranch } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { currentLocale } from '@/lib/i18n';
import { preloadGet } from '@/lib/preload';
import { knownOrgId } from '@/lib/session';
import { sceneListRequest, sceneRequest } from './api/requests';
import { navText } from './locales/nav';
import { SCENES_PATH } from './logic/paths';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    scenes: typeof zhCN;
  }
  interface NavResources {
    scenes: (typeof navText)['zh-CN'];
  }
}

const scenePage = pagesOf('scenes');
/**
 * The scene pages arrive with the contract's scene error texts (the editor names each problem
 * of the graph by its code), which the app does not carry from its first page.
 */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  scenePage(
    () =>
      Promise.all([
        load(),
        import('@/lib/messages').then((m) => m.loadEveryDomain(currentLocale())),
      ]).then(([module]) => module),
    pick,
  );

/** Business scenes: a team's process drawn as a graph a helper follows, tested and traced. */
export const scenesFeature: Feature = {
  name: 'scenes',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  routes: [
    {
      path: SCENES_PATH,
      handle: {
        key: ROUTE_KEYS.businessScene,
        titleKey: 'nav:scenes.menu',
        icon: IconBranch,
        order: 16,
        preload: () => {
          const orgId = knownOrgId();
          if (orgId) preloadGet(sceneListRequest(orgId, '', 0));
        },
      },
      element: page(
        () => import('./routes/ScenesListPage'),
        (m) => m.ScenesListPage,
      ),
    },
    {
      path: `${SCENES_PATH}/:sceneId`,
      handle: {
        key: ROUTE_KEYS.businessSceneEditor,
        titleKey: 'nav:scenes.editor',
        hideInMenu: true,
        preload: ({ sceneId }) => {
          const orgId = knownOrgId();
          if (orgId && sceneId) preloadGet(sceneRequest({ orgId, sceneId }));
        },
      },
      element: page(
        () => import('./routes/SceneEditorPage'),
        (m) => m.SceneEditorPage,
      ),
    },
  ],
};
