import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
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
      handle: { key: ROUTE_KEYS.botSettings, titleKey: 'nav:bot.settings', hideInMenu: true },
      element: page(
        () => import('./routes/BotSettingsPage'),
        (m) => m.BotSettingsPage,
      ),
    },
  ],
};
