import { IconBook } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { knownOrgId } from '@/lib/session';
import { ALL_DOCUMENTS } from './api/keys';
import {
  datasetRequest,
  datasetsRequest,
  documentsRequest,
  firstDocumentQuery,
  foldersRequest,
  usageRequest,
} from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    knowledge: typeof zhCN;
  }
  interface NavResources {
    knowledge: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('knowledge');

/** The organisation's knowledge bases: their documents, folders, chunks and a retrieval test. */
export const knowledgeFeature: Feature = {
  name: 'knowledge',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  routes: [
    {
      // The children carry no meta, like chat's: one menu entry, and a knowledge base's page
      // is opened from the list rather than being a menu item of its own.
      path: '/knowledge',
      handle: {
        key: ROUTE_KEYS.knowledge,
        titleKey: 'nav:knowledge.menu',
        icon: IconBook,
        order: 20,
        preload: ({ datasetId }, search) => {
          const orgId = knownOrgId();
          if (!orgId) return;
          if (!datasetId) {
            preloadGet(usageRequest(orgId));
            preloadGet(datasetsRequest(orgId));
            return;
          }
          const ref = { orgId, datasetId };
          preloadGet(datasetRequest(ref));
          // The documents tab (the default) lists a folder: every document unless one is named.
          if ((search.get('tab') ?? 'documents') !== 'documents') return;
          preloadGet(foldersRequest(ref));
          preloadGet(usageRequest(orgId));
          const folder = search.get('folder') ?? ALL_DOCUMENTS;
          preloadGet(documentsRequest(ref, firstDocumentQuery(folder)));
        },
      },
      children: [
        {
          index: true,
          element: page(
            () => import('./routes/KnowledgePage'),
            (m) => m.KnowledgePage,
          ),
        },
        {
          path: ':datasetId',
          element: page(
            () => import('./routes/DatasetPage'),
            (m) => m.DatasetPage,
          ),
        },
      ],
    },
  ],
};
