import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { MY_FEEDBACK_PAGE_SIZE, myFeedbackRequest } from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    feedback: typeof zhCN;
  }
  interface NavResources {
    feedback: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('feedback');

/** Feedback from users to the platform's operators. */
export const feedbackFeature: Feature = {
  name: 'feedback',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  settingRoutes: [
    {
      path: 'feedback',
      handle: {
        key: ROUTE_KEYS.feedback,
        titleKey: 'nav:feedback.title',
        preload: () => preloadGet(myFeedbackRequest(0, MY_FEEDBACK_PAGE_SIZE)),
      },
      element: page(
        () => import('./routes/FeedbackPage'),
        (m) => m.FeedbackPage,
      ),
    },
  ],
};
