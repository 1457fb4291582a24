import { IconMessage } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { messagesRequest, sessionsRequest } from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    chat: typeof zhCN;
  }
  interface NavResources {
    chat: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('chat');
const chatPage = page(
  () => import('./routes/ChatPage'),
  (m) => m.ChatPage,
);

/** The streaming chat with the team's models. */
export const chatFeature: Feature = {
  name: 'chat',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  routes: [
    {
      // `/chat/:uuid?`, `?prompt=` starts a conversation (spec §2) or, with a uuid, asks in that
      // session (see ChatPage). The children carry no meta,
      // so the page is no tab of its own and is rebuilt per session (one tab per path otherwise).
      path: '/chat',
      handle: {
        key: ROUTE_KEYS.chat,
        titleKey: 'nav:chat.menu',
        icon: IconMessage,
        order: 10,
        preload: ({ uuid }) => {
          preloadGet(sessionsRequest(0, ''));
          if (uuid) preloadGet(messagesRequest(uuid, 0));
        },
      },
      children: [
        { index: true, element: chatPage },
        { path: ':uuid', element: chatPage },
      ],
    },
  ],
};
