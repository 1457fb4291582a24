import { IconCustomerService } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { knownOrgId, useSessionStore } from '@/lib/session';
import {
  botLogsRequest,
  botLogStatsRequest,
  botsRequest,
  inboxCountsRequest,
  inboxListRequest,
  LOG_PAGE_SIZE,
} from './api/requests';
import { MANAGE_BOTS } from './hooks/useOrgAccess';
import { boxOf, opensOnList, PHONE_LAYOUT } from './logic/inboxPlace';
import { botLogQuery, defaultFilters, statsQuery } from './logic/logFilters';
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

/** The boxes' badges and the first page of the box in the address, when the list shows first. */
function preloadInbox(search: URLSearchParams): void {
  const orgId = knownOrgId();
  const phone = window.matchMedia(PHONE_LAYOUT).matches;
  if (!orgId || !opensOnList(search.get('c') ?? '', phone)) return;
  preloadGet(inboxCountsRequest(orgId));
  preloadGet(inboxListRequest(orgId, boxOf(search.get('box')), 0));
}

/** The bots of the filter, and the charts and first page of the default filters. */
function preloadBotLogs(): void {
  const orgId = knownOrgId();
  // Before the user has loaded, their rights are unknown: a refused head start costs nothing.
  const user = useSessionStore.getState().user;
  if (!orgId || (user && !user.permissions.includes(MANAGE_BOTS))) return;
  // The page's filters start from today too, found the same way; should the day turn in between,
  // the page's own requests simply differ and go to the server.
  const filters = defaultFilters();
  preloadGet(botsRequest(orgId));
  preloadGet(botLogStatsRequest(orgId, statsQuery(filters)));
  preloadGet(botLogsRequest(orgId, { ...botLogQuery(filters), offset: 0, limit: LOG_PAGE_SIZE }));
}

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
          handle: {
            key: ROUTE_KEYS.inbox,
            titleKey: 'nav:inbox.inbox',
            order: 1,
            preload: (_params, search) => preloadInbox(search),
          },
          element: page(
            () => import('./routes/InboxPage'),
            (m) => m.InboxPage,
          ),
        },
        {
          path: '/setting/botLogs',
          handle: {
            key: ROUTE_KEYS.botLogs,
            titleKey: 'nav:inbox.botLogs',
            order: 2,
            preload: preloadBotLogs,
          },
          element: page(
            () => import('./routes/BotLogsPage'),
            (m) => m.BotLogsPage,
          ),
        },
      ],
    },
  ],
};
