import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { knownOrgId } from '@/lib/session';
import { invitePreviewRequest, myInvitesRequest, orgRequest, orgsRequest } from './api/requests';
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
        // preloadRoute reaches studio pages only: this waits for a head start of public pages.
        preload: ({ code }) => code && preloadGet(invitePreviewRequest(code)),
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
      handle: {
        key: ROUTE_KEYS.org,
        titleKey: 'nav:org.title',
        // The page shows my current organisation first: the one stored with the session.
        preload: () => {
          preloadGet(orgsRequest());
          preloadGet(myInvitesRequest());
          const orgId = knownOrgId();
          if (orgId) preloadGet(orgRequest(orgId));
        },
      },
      element: page(
        () => import('./routes/OrgPage'),
        (m) => m.OrgPage,
      ),
    },
  ],
};
