import { IconMessage } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import {
  messagesRequest,
  modelsRequest,
  sessionDatasetsRequest,
  sessionRequest,
  sessionsRequest,
} from './api/requests';
import { loadConversation } from './loadConversation';
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

/** What an open session asks for first, and its code. */
function preloadSession(sessionId: string) {
  preloadGet(sessionRequest(sessionId));
  preloadGet(messagesRequest(sessionId, 0));
  preloadGet(sessionDatasetsRequest(sessionId));
  void loadConversation().catch(() => undefined);
}

/** The newest session's id in a first page of sessions, read without the page's schemas. */
const newestOf = (answer: unknown) =>
  (answer as { list?: { sessionId?: unknown }[] } | undefined)?.list?.[0]?.sessionId;

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
        preload: ({ uuid }, search) => {
          const sessions = preloadGet(sessionsRequest(0, ''));
          preloadGet(modelsRequest());
          if (uuid) preloadSession(uuid);
          // Without one the page opens the newest session, unless it starts a new chat.
          else if (!search.has('new') && !search.has('prompt'))
            void sessions.then((answer) => {
              const newest = newestOf(answer);
              if (typeof newest === 'string' && newest) preloadSession(newest);
            });
        },
      },
      children: [
        { index: true, element: chatPage },
        { path: ':uuid', element: chatPage },
      ],
    },
  ],
};
