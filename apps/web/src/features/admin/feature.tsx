import { Navigate } from 'react-router';
import { IconTool } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import {
  adminFeedbacksRequest,
  adminOrgsRequest,
  adminUsersRequest,
  firstFeedbackPage,
  firstSearchPage,
  modelHostsRequest,
  roleMenusRequest,
  systemStatusRequest,
} from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    admin: typeof zhCN;
  }
  interface NavResources {
    admin: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('admin');

/**
 * Platform administration: users, organisations, feedback, role menus, model hosts, system status.
 * Its paths are not team-scoped: a signed-in session is all a head start needs (the server
 * refuses a caller who is no platform admin, and the page then asks and reports itself).
 */
export const adminFeature: Feature = {
  name: 'admin',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  routes: [
    {
      path: '/admin',
      handle: { key: ROUTE_KEYS.admin, titleKey: 'nav:admin.menu', icon: IconTool, order: 90 },
      children: [
        { index: true, element: <Navigate to="/admin/users" replace /> },
        {
          path: 'users',
          handle: {
            key: ROUTE_KEYS.adminUsers,
            titleKey: 'nav:admin.users',
            preload: () => preloadGet(adminUsersRequest(firstSearchPage)),
          },
          element: page(
            () => import('./routes/UsersPage'),
            (m) => m.UsersPage,
          ),
        },
        {
          path: 'orgs',
          handle: {
            key: ROUTE_KEYS.adminOrgs,
            titleKey: 'nav:admin.orgs',
            preload: () => preloadGet(adminOrgsRequest(firstSearchPage)),
          },
          element: page(
            () => import('./routes/OrgsPage'),
            (m) => m.OrgsPage,
          ),
        },
        {
          path: 'feedback',
          handle: {
            key: ROUTE_KEYS.adminFeedback,
            titleKey: 'nav:admin.feedback',
            preload: () => preloadGet(adminFeedbacksRequest(firstFeedbackPage)),
          },
          element: page(
            () => import('./routes/FeedbackAdminPage'),
            (m) => m.FeedbackAdminPage,
          ),
        },
        {
          path: 'menus',
          handle: {
            key: ROUTE_KEYS.adminMenus,
            titleKey: 'nav:admin.menus',
            preload: () => preloadGet(roleMenusRequest()),
          },
          element: page(
            () => import('./routes/MenusPage'),
            (m) => m.MenusPage,
          ),
        },
        {
          path: 'model-hosts',
          handle: {
            key: ROUTE_KEYS.adminModelHosts,
            titleKey: 'nav:admin.modelHosts',
            preload: () => preloadGet(modelHostsRequest()),
          },
          element: page(
            () => import('./routes/ModelHostsPage'),
            (m) => m.ModelHostsPage,
          ),
        },
        {
          path: 'system',
          handle: {
            key: ROUTE_KEYS.adminSystem,
            titleKey: 'nav:admin.system',
            preload: () => preloadGet(systemStatusRequest()),
          },
          element: page(
            () => import('./routes/SystemStatusPage'),
            (m) => m.SystemStatusPage,
          ),
        },
      ],
    },
  ],
};
