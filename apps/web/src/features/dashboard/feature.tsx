import { Navigate } from 'react-router';
import { IconDashboard } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { paths } from '@/lib/paths';
import { preloadGet } from '@/lib/preload';
import { firstStepsRequest, workplaceOverviewRequest } from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    dashboard: typeof zhCN;
  }
  interface NavResources {
    dashboard: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('dashboard');

/** The workplace: the landing page and default tab (spec §2, §9). */
export const dashboardFeature: Feature = {
  name: 'dashboard',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  routes: [
    {
      path: '/dashboard',
      handle: {
        key: ROUTE_KEYS.dashboard,
        titleKey: 'nav:dashboard.menu',
        icon: IconDashboard,
        order: 0,
      },
      children: [
        { index: true, element: <Navigate to={paths.home} replace /> },
        {
          path: 'workplace',
          handle: {
            key: ROUTE_KEYS.workplace,
            titleKey: 'nav:dashboard.workplace',
            preload: () => {
              preloadGet(workplaceOverviewRequest());
              preloadGet(firstStepsRequest());
            },
          },
          element: page(
            () => import('./routes/WorkplaceRoute'),
            (m) => m.WorkplaceRoute,
          ),
        },
      ],
    },
  ],
};
