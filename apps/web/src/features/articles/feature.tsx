import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { articleListRequest, articleRequest } from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    articles: typeof zhCN;
  }
  interface NavResources {
    articles: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('articles');

/** Rich-text articles the platform's admins write; the public page is the server's own. */
export const articlesFeature: Feature = {
  name: 'articles',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  adminRoutes: [
    {
      path: 'articles',
      handle: {
        key: ROUTE_KEYS.adminArticles,
        titleKey: 'nav:articles.menu',
        preload: () => void preloadGet(articleListRequest()),
      },
      element: page(
        () => import('./routes/ArticlesPage'),
        (m) => m.ArticlesPage,
      ),
    },
    {
      path: 'articles/:articleId',
      handle: {
        key: ROUTE_KEYS.adminArticle,
        titleKey: 'nav:articles.editor',
        hideInMenu: true,
        preload: ({ articleId }) => {
          if (articleId) void preloadGet(articleRequest(articleId));
        },
      },
      element: page(
        () => import('./routes/ArticleEditorPage'),
        (m) => m.ArticleEditorPage,
      ),
    },
  ],
};
