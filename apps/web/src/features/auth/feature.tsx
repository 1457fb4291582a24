import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    auth: typeof zhCN;
  }
  interface NavResources {
    auth: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('auth');

/** Phone-code sign-in. */
export const authFeature: Feature = {
  name: 'auth',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  publicRoutes: [
    {
      path: '/login',
      handle: {
        key: ROUTE_KEYS.login,
        titleKey: 'nav:auth.login',
        requiresAuth: false,
        hideInMenu: true,
      },
      element: page(
        () => import('./routes/LoginPage'),
        (m) => m.LoginPage,
      ),
    },
  ],
};
