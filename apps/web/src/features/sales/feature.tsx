import type { Feature } from '@/lib/feature';
import { lazyHelperPage } from '@/lib/helper-pages';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    sales: typeof zhCN;
  }
  interface NavResources {
    sales: (typeof navText)['zh-CN'];
  }
}

/**
 * The sales assistant: a sales helper's page (`/setting/s/:code`) is its workspace of customer
 * chats, each with screenshots read into a dialogue and three suggested replies.
 */
export const salesFeature: Feature = {
  name: 'sales',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  helperPages: {
    sale: lazyHelperPage(
      () => import('./routes/SalesWorkspacePage'),
      (m) => m.SalesWorkspacePage,
      'sales',
    ),
  },
};
