import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { useSessionStore } from '@/lib/session';
import {
  adminPlansRequest,
  billingStatusRequest,
  orderRequest,
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
const MANAGE_BILLING = 'billing:manage';

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
    {
      path: 'trade',
      handle: {
        key: ROUTE_KEYS.trade,
        titleKey: 'nav:billing.trade',
        permission: MANAGE_BILLING,
        preload: () => void preloadGet(billingStatusRequest()),
      },
      element: page(
        () => import('./routes/TradePage'),
        (m) => m.TradePage,
      ),
    },
    {
      path: 'cashier/:orgId/:outTradeNo',
      handle: {
        key: ROUTE_KEYS.cashier,
        titleKey: 'nav:billing.cashier',
        permission: MANAGE_BILLING,
        hideInMenu: true,
        ignoreCache: true,
        preload: ({ orgId, outTradeNo }) => {
          if (orgId && outTradeNo) void preloadGet(orderRequest(orgId, outTradeNo));
        },
      },
      element: page(
        () => import('./routes/CashierPage'),
        (m) => m.CashierPage,
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
