import { IconFile } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { knownOrgId } from '@/lib/session';
import { pageListRequest, pageRequest } from './api/requests';
import { navText } from './locales/nav';
import { newPagePath, PAGES_PATH } from './logic/paths';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    aiPages: typeof zhCN;
  }
  interface NavResources {
    aiPages: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('aiPages');

/** Pages a helper writes from a conversation, their versions, and the links that share them. */
export const aiPagesFeature: Feature = {
  name: 'aiPages',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  routes: [
    {
      path: PAGES_PATH,
      handle: {
        key: ROUTE_KEYS.aiPages,
        titleKey: 'nav:aiPages.menu',
        icon: IconFile,
        order: 15,
        preload: () => {
          const orgId = knownOrgId();
          if (orgId) preloadGet(pageListRequest(orgId, 'mine', '', 0));
        },
      },
      element: page(
        () => import('./routes/PagesListPage'),
        (m) => m.PagesListPage,
      ),
    },
    {
      path: `${PAGES_PATH}/new`,
      handle: {
        key: ROUTE_KEYS.aiPageNew,
        titleKey: 'nav:aiPages.new',
        hideInMenu: true,
        ignoreCache: true,
      },
      element: page(
        () => import('./routes/NewPagePage'),
        (m) => m.NewPagePage,
      ),
    },
    {
      path: `${PAGES_PATH}/:pageId`,
      handle: {
        key: ROUTE_KEYS.aiPage,
        titleKey: 'nav:aiPages.page',
        hideInMenu: true,
        preload: ({ pageId }) => {
          const orgId = knownOrgId();
          if (orgId && pageId) preloadGet(pageRequest({ orgId, pageId }));
        },
      },
      element: page(
        () => import('./routes/PageEditorPage'),
        (m) => m.PageEditorPage,
      ),
    },
  ],
  slots: {
    messageActions: [
      {
        id: 'ai-page',
        labelKey: 'nav:aiPages.fromAnswer',
        icon: IconFile,
        // A page is written from a stored conversation's answer that says something.
        visible: (message) =>
          message.place === 'chat' &&
          knownOrgId() !== '' &&
          Boolean(message.conversationId) &&
          message.state === 'done' &&
          message.content.trim() !== '',
        run: (message, { navigate }) =>
          navigate(newPagePath({ sessionId: message.conversationId!, answerId: message.id })),
      },
    ],
  },
};
