import { Navigate } from 'react-router';
import { IconDashboard, IconMessage, IconTool } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { paths } from '@/lib/paths';
import { lazyPage } from './lazyPage';
import { SHELL_ROUTE_KEYS as SHELL, type AppRoute } from './meta';

/**
 * The route table (spec §2). Later issues add their pages here. Menu order, titles, icons,
 * roles and caching come from each route's meta; the server may narrow the menu further.
 */

/** Shown for unknown paths, and for denied ones in menu-from-server mode (spec §4). */
export const notFoundElement = lazyPage(
  () => import('./NotFoundPage'),
  (m) => m.NotFoundPage,
);

const chatPage = lazyPage(
  () => import('@/features/chat/routes/ChatPage'),
  (m) => m.ChatPage,
);

/** Pages outside the studio frame. */
export const publicRoutes: AppRoute[] = [
  {
    path: paths.login,
    handle: { key: SHELL.login, titleKey: 'login.submit', requiresAuth: false, hideInMenu: true },
    element: lazyPage(
      () => import('@/features/auth/routes/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    // Anyone holding the link sees which team invites them; accepting asks them to sign in.
    path: '/invite/:code',
    handle: {
      key: ROUTE_KEYS.invite,
      titleKey: 'invite.title',
      requiresAuth: false,
      hideInMenu: true,
    },
    element: lazyPage(
      () => import('@/features/org/routes/InvitePage'),
      (m) => m.InvitePage,
    ),
  },
  {
    // Open without sign-in: it takes `code` and `clientId` from the query (spec §4).
    path: '/oauth2/authorize',
    handle: { key: SHELL.oauth2, titleKey: 'oauth.title', requiresAuth: false, hideInMenu: true },
    element: lazyPage(
      () => import('./OAuthAuthorizePage'),
      (m) => m.OAuthAuthorizePage,
    ),
  },
];

/** Pages inside the studio frame (navbar, menu, tabs), matched below the root's `*`. */
export const studioRoutes: AppRoute[] = [
  {
    // Spec §2 sends `/` to the personal helpers page, which arrives with the helpers issue;
    // until then the default route is the landing page.
    path: '/',
    handle: { key: SHELL.root, hideInMenu: true, noAffix: true },
    element: <Navigate to={paths.home} replace />,
  },
  {
    path: '/redirect/:path',
    handle: { key: SHELL.redirect, titleKey: 'menu.redirect', hideInMenu: true, noAffix: true },
    element: lazyPage(
      () => import('./RedirectPage'),
      (m) => m.RedirectPage,
    ),
  },
  {
    path: '/dashboard',
    handle: {
      key: ROUTE_KEYS.dashboard,
      titleKey: 'menu.dashboard',
      icon: IconDashboard,
      order: 0,
    },
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      {
        path: 'workplace',
        handle: { key: ROUTE_KEYS.workplace, titleKey: 'workplace.title', roles: ['*'] },
        element: lazyPage(
          () => import('./Workplace'),
          (m) => m.Workplace,
        ),
      },
    ],
  },
  {
    // `/chat/:uuid?`, `?prompt=` starts a conversation (spec §2). The children carry no meta,
    // so the page is no tab of its own and is rebuilt per session (one tab per path otherwise).
    path: '/chat',
    handle: { key: ROUTE_KEYS.chat, titleKey: 'chat.menu', icon: IconMessage, order: 10 },
    children: [
      { index: true, element: chatPage },
      { path: ':uuid', element: chatPage },
    ],
  },
  {
    path: '/admin',
    handle: {
      key: ROUTE_KEYS.admin,
      titleKey: 'adminSystem.menu',
      icon: IconTool,
      roles: ['admin'],
      order: 90,
    },
    children: [
      { index: true, element: <Navigate to="/admin/users" replace /> },
      {
        path: 'users',
        handle: { key: ROUTE_KEYS.adminUsers, titleKey: 'adminUsers.title', roles: ['admin'] },
        element: lazyPage(
          () => import('@/features/admin/routes/UsersPage'),
          (m) => m.UsersPage,
        ),
      },
      {
        path: 'orgs',
        handle: { key: ROUTE_KEYS.adminOrgs, titleKey: 'adminOrgs.title', roles: ['admin'] },
        element: lazyPage(
          () => import('@/features/admin/routes/OrgsPage'),
          (m) => m.OrgsPage,
        ),
      },
      {
        path: 'feedback',
        handle: {
          key: ROUTE_KEYS.adminFeedback,
          titleKey: 'adminFeedback.title',
          roles: ['admin'],
        },
        element: lazyPage(
          () => import('@/features/admin/routes/FeedbackAdminPage'),
          (m) => m.FeedbackAdminPage,
        ),
      },
      {
        path: 'menus',
        handle: { key: ROUTE_KEYS.adminMenus, titleKey: 'adminMenus.title', roles: ['admin'] },
        element: lazyPage(
          () => import('@/features/admin/routes/MenusPage'),
          (m) => m.MenusPage,
        ),
      },
      {
        path: 'system',
        handle: { key: ROUTE_KEYS.adminSystem, titleKey: 'adminSystem.title', roles: ['admin'] },
        element: lazyPage(
          () => import('@/features/admin/routes/SystemStatusPage'),
          (m) => m.SystemStatusPage,
        ),
      },
    ],
  },
  {
    // Parent of the account, organisation and helper pages of later issues (spec §2).
    path: '/setting',
    handle: {
      key: ROUTE_KEYS.setting,
      titleKey: 'menu.setting',
      requiresAuth: false,
      hideInMenu: true,
    },
    element: lazyPage(
      () => import('./SettingLayout'),
      (m) => m.SettingLayout,
    ),
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      {
        path: 'account',
        handle: { key: ROUTE_KEYS.account, titleKey: 'account.title' },
        element: lazyPage(
          () => import('@/features/account/routes/AccountPage'),
          (m) => m.AccountPage,
        ),
      },
      {
        path: 'org',
        handle: { key: ROUTE_KEYS.org, titleKey: 'org.title' },
        element: lazyPage(
          () => import('@/features/org/routes/OrgPage'),
          (m) => m.OrgPage,
        ),
      },
      {
        path: 'feedback',
        handle: { key: ROUTE_KEYS.feedback, titleKey: 'feedback.title' },
        element: lazyPage(
          () => import('@/features/feedback/routes/FeedbackPage'),
          (m) => m.FeedbackPage,
        ),
      },
      {
        path: 'models',
        handle: { key: ROUTE_KEYS.models, titleKey: 'models.title' },
        element: lazyPage(
          () => import('@/features/models/routes/ModelsPage'),
          (m) => m.ModelsPage,
        ),
      },
    ],
  },
  {
    path: '*',
    handle: {
      key: SHELL.notFound,
      titleKey: 'notFound.title',
      requiresAuth: false,
      hideInMenu: true,
      noAffix: true,
    },
    element: notFoundElement,
  },
];

/** Every route, for looking up the meta of a location. */
export const allRoutes: AppRoute[] = [...publicRoutes, ...studioRoutes];
