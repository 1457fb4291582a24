import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { lazySection } from '@/lib/slots';
import { teamSignInRequest } from './api/requests';
import { inDingTalk } from './logic/user-agent';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    identity: typeof zhCN;
  }
  interface NavResources {
    identity: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('identity');
const handle = (key: string, titleKey: `nav:identity.${keyof (typeof navText)['zh-CN']}`) => ({
  key,
  titleKey,
  requiresAuth: false,
  hideInMenu: true,
});

/**
 * Sign-in through a team's DingTalk, WeChat or single sign-on (spec §1, §2): the pages the
 * providers return to, the buttons under a team's sign-in form, the team's settings tab on the
 * organisation page, and linked accounts on the account page.
 */
export const identityFeature: Feature = {
  name: 'identity',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  publicRoutes: [
    {
      path: '/dingtalk/:tenantId',
      handle: {
        ...handle(ROUTE_KEYS.dingTalkSignIn, 'nav:identity.dingtalk'),
        // Only the DingTalk app's free sign-in reads the team's app; a returning browser does not.
        preload: ({ tenantId }, search) => {
          if (
            tenantId &&
            !search.has('authCode') &&
            !search.has('code') &&
            inDingTalk(navigator.userAgent)
          )
            preloadGet(teamSignInRequest(tenantId));
        },
      },
      element: page(
        () => import('./routes/DingTalkPage'),
        (m) => m.DingTalkPage,
      ),
    },
    {
      path: '/wxLogin/:tenantId',
      handle: handle(ROUTE_KEYS.weChatSignIn, 'nav:identity.wxLogin'),
      element: page(
        () => import('./routes/WeChatLoginPage'),
        (m) => m.WeChatLoginPage,
      ),
    },
    {
      path: '/wxToLogin/:tenantId',
      handle: handle(ROUTE_KEYS.weChatCallback, 'nav:identity.wxToLogin'),
      element: page(
        () => import('./routes/WeChatCallbackPage'),
        (m) => m.WeChatCallbackPage,
      ),
    },
    {
      // Open without sign-in: the identity provider's way back, `code` and the rest (spec §4).
      path: '/oauth2/authorize',
      handle: handle(ROUTE_KEYS.ssoCallback, 'nav:identity.oauth2'),
      element: page(
        () => import('./routes/SsoCallbackPage'),
        (m) => m.SsoCallbackPage,
      ),
    },
  ],
  slots: {
    teamTabs: [
      {
        id: 'sign-in',
        titleKey: 'nav:identity.signInTab',
        roles: ['owner', 'admin'],
        Component: lazySection(
          () => import('./components/SignInSettingsTab'),
          (m) => m.SignInSettingsTab,
          'identity',
        ),
      },
    ],
    accountSections: [
      {
        id: 'identities',
        Component: lazySection(
          () => import('./components/IdentitiesCard'),
          (m) => m.IdentitiesCard,
          'identity',
        ),
      },
    ],
    signInOptions: [
      {
        id: 'team-providers',
        Component: lazySection(
          () => import('./components/ProviderButtons'),
          (m) => m.ProviderButtons,
          'identity',
        ),
      },
    ],
  },
};
