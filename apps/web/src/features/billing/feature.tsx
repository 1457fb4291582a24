import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { useSessionStore } from '@/lib/session';
import {
  adminPlansRequest,
  billingStatusRequest,
  pointPricesRequest,
  subscriptionRequest,
} from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    billing: typeof zhCN;
  }
  interface NavResources {
    billing: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('billing');

/** Plans, points and payment: the team's plan page, and the platform's plans for its admins. */
export const billingFeature: Feature = {
  name: 'billing',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  settingRoutes: [
    {
      path: 'plan',
      handle: {
        key: ROUTE_KEYS.plan,
        titleKey: 'nav:billing.plan',
        preload: () => {
          void preloadGet(billingStatusRequest());
          const orgId = useSessionStore.getState().user?.orgId;
          if (orgId) void preloadGet(subscriptionRequest(orgId));
        },
      },
      element: page(
        () => import('./routes/PlanPage'),
        (m) => m.PlanPage,
      ),
    },
  ],
  adminRoutes: [
    {
      path: 'plans',
      handle: {
        key: ROUTE_KEYS.adminPlans,
        titleKey: 'nav:billing.adminPlans',
        preload: () => {
          void preloadGet(billingStatusRequest());
          void preloadGet(adminPlansRequest());
          void preloadGet(pointPricesRequest());
        },
      },
      element: page(
        () => import('./routes/AdminPlansPage'),
        (m) => m.AdminPlansPage,
      ),
    },
  ],
};
