import { IconCustomerService } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    inbox: typeof zhCN;
  }
  interface NavResources {
    inbox: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('inbox');

/**
 * Customer service: the team's inbox of visitor conversations handed to a person (taken,
 * answered, handed back, closed, live), and the logs of the bots' conversations with charts,
 * export and corrections into the knowledge base. A menu group of its own.
 */
export const inboxFeature: Feature = {
  name: 'inbox',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  routes: [
    {
      handle: {
        key: ROUTE_KEYS.customerService,
        titleKey: 'nav:inbox.menu',
        icon: IconCustomerService,
        order: 25,
      },
      children: [
        {
          path: '/setting/inbox',
          handle: { key: ROUTE_KEYS.inbox, titleKey: 'nav:inbox.inbox', order: 1 },
          element: page(
            () => import('./routes/InboxPage'),
            (m) => m.InboxPage,
          ),
        },
        {
          path: '/setting/botLogs',
          handle: { key: ROUTE_KEYS.botLogs, titleKey: 'nav:inbox.botLogs', order: 2 },
          element: page(
            () => import('./routes/BotLogsPage'),
            (m) => m.BotLogsPage,
          ),
        },
      ],
    },
  ],
};
