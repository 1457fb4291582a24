import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { knownOrgId } from '@/lib/session';
import { botHelperRequest, botKeysRequest, botSettingsRequest } from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    bot: typeof zhCN;
  }
  interface NavResources {
    bot: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('bot');

/** A customer-service helper as a bot on websites: its look, handoff, keys and embed code. */
export const botFeature: Feature = {
  name: 'bot',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  routes: [
    {
      path: '/setting/helpers/:id/bot',
      handle: {
        key: ROUTE_KEYS.botSettings,
        titleKey: 'nav:bot.settings',
        hideInMenu: true,
        preload: ({ id }) => {
          const orgId = knownOrgId();
          if (!orgId || !id) return;
          const botRef = { orgId, helperId: id };
          preloadGet(botHelperRequest(botRef));
          // The page asks for these only once the helper proves to be a bot (the keys once the
          // settings are here); the page is opened for bots, so all three start together.
          preloadGet(botSettingsRequest(botRef));
          preloadGet(botKeysRequest(botRef));
        },
      },
      element: page(
        () => import('./routes/BotSettingsPage'),
        (m) => m.BotSettingsPage,
      ),
    },
  ],
};
