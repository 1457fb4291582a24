import { createElement } from 'react';
import { useSearchParams } from 'react-router';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import type { Feature } from '@/lib/feature';
import { lazyHelperPage, type HelperPageProps } from '@/lib/helper-pages';
import { preloadGet } from '@/lib/preload';
import { firstSaleChatFilter, saleChatsRequest } from './api/requests';
import { opensOnList, WIDE_WORKSPACE } from './logic/layout';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    sales: typeof zhCN;
  }
  interface NavResources {
    sales: (typeof navText)['zh-CN'];
  }
}

let workspaceLoaded = false;

const Workspace = lazyHelperPage(
  () =>
    import('./routes/SalesWorkspacePage').then((module) => {
      workspaceLoaded = true;
      return module;
    }),
  (m) => m.SalesWorkspacePage,
  'sales',
);

/**
 * The workspace, with a head start for its list. The list needs the helper's id, known only once
 * the helper's profile is here, so the address alone (the route's preload) cannot start it: it
 * starts here, as the workspace's code starts downloading, instead of after that code has run.
 * Asking again on a later render is free: `preloadGet` keeps an answer started moments ago.
 */
function SalesHelperPage(props: HelperPageProps) {
  const [search] = useSearchParams();
  const wide = useMediaQuery(WIDE_WORKSPACE);
  const helperId = props.helper.id;
  if (!workspaceLoaded && helperId && opensOnList(search.get('c') ?? '', wide))
    preloadGet(saleChatsRequest(firstSaleChatFilter(helperId), 0));
  return createElement(Workspace, props);
}

/**
 * The sales assistant: a sales helper's page (`/setting/s/:code`) is its workspace of customer
 * chats, each with screenshots read into a dialogue and three suggested replies.
 */
export const salesFeature: Feature = {
  name: 'sales',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  helperPages: { sale: SalesHelperPage },
};
