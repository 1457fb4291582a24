import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { deletionImpactRequest, devicesRequest } from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    account: typeof zhCN;
  }
  interface NavResources {
    account: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('account');

/** The signed-in user's profile, phone, devices and account deletion. */
export const accountFeature: Feature = {
  name: 'account',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  settingRoutes: [
    {
      path: 'account',
      handle: {
        key: ROUTE_KEYS.account,
        titleKey: 'nav:account.title',
        // The profile and phone cards show the signed-in user, which the shell loads anyway.
        preload: () => {
          preloadGet(devicesRequest());
          preloadGet(deletionImpactRequest());
        },
      },
      element: page(
        () => import('./routes/AccountPage'),
        (m) => m.AccountPage,
      ),
    },
  ],
};
