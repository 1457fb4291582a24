import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    org: typeof zhCN;
  }
  interface NavResources {
    org: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('org');

/** Teams: members, roles, invitations, switching the current organisation. */
export const orgFeature: Feature = {
  name: 'org',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  publicRoutes: [
    {
      // Anyone holding the link sees which team invites them; accepting asks them to sign in.
      path: '/invite/:code',
      handle: {
        key: ROUTE_KEYS.invite,
        titleKey: 'nav:org.invite',
        requiresAuth: false,
        hideInMenu: true,
      },
      element: page(
        () => import('./routes/InvitePage'),
        (m) => m.InvitePage,
      ),
    },
  ],
  settingRoutes: [
    {
      path: 'org',
      handle: { key: ROUTE_KEYS.org, titleKey: 'nav:org.title' },
      element: page(
        () => import('./routes/OrgPage'),
        (m) => m.OrgPage,
      ),
    },
  ],
};
