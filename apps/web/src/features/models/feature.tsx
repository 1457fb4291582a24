import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { knownOrgId } from '@/lib/session';
import { chatModelsRequest, providersRequest } from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    models: typeof zhCN;
  }
  interface NavResources {
    models: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('models');

/** An organisation's model providers and models. */
export const modelsFeature: Feature = {
  name: 'models',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  settingRoutes: [
    {
      path: 'models',
      handle: {
        key: ROUTE_KEYS.models,
        titleKey: 'nav:models.title',
        preload: () => {
          preloadGet(chatModelsRequest());
          const orgId = knownOrgId();
          if (orgId) preloadGet(providersRequest(orgId));
        },
      },
      element: page(
        () => import('./routes/ModelsPage'),
        (m) => m.ModelsPage,
      ),
    },
  ],
};
