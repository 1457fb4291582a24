import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
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
      handle: { key: ROUTE_KEYS.models, titleKey: 'nav:models.title' },
      element: page(
        () => import('./routes/ModelsPage'),
        (m) => m.ModelsPage,
      ),
    },
  ],
};
