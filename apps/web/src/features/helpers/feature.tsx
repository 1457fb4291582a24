import { IconRobot } from '@arco-design/web-react/icon';
import { ROUTE_KEYS } from '@miaoyu/contracts/constants';
import { pagesOf, type AppRoute, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { knownOrgId } from '@/lib/session';
import {
  FEED_PAGE_SIZE,
  helperProfileRequest,
  helperRequest,
  orgHelpersRequest,
} from './api/requests';
import { navText } from './locales/nav';
import type zhCN from './locales/zh-CN';

declare module '@/lib/i18n' {
  interface FeatureResources {
    helpers: typeof zhCN;
  }
  interface NavResources {
    helpers: (typeof navText)['zh-CN'];
  }
}

const page = pagesOf('helpers');

const listing = (mode: 'Personal' | 'Team' | 'Public' | 'Subscribed' | 'Sale') =>
  page(
    () => import('./routes/HelperListPage'),
    (m) => m[`${mode}HelpersPage`],
  );

const helperPage = (mode: 'ByCode' | 'Default') =>
  page(
    () => import('./routes/HelperPage'),
    (m) => m[`${mode}HelperPage`],
  );

const editor = page(
  () => import('./routes/HelperEditorPage'),
  (m) => m.HelperEditorPage,
);

/** A head start for a signed-in caller's org (signed out there is none). */
function withOrg(start: (orgId: string) => unknown): void {
  const orgId = knownOrgId();
  if (orgId) start(orgId);
}

/** Pages a visitor may open signed out: they ask for sign-in only when the visitor acts. */
const open = { requiresAuth: false } as const;

/**
 * Helpers (spec §2): five listings under `/setting` share one page (mine, a team's, the public
 * square, my org's subscriptions, sales helpers), a helper's page and the org's default AI helper
 * share another, and the editor creates and edits them. A menu group of their own: the `/setting`
 * parent is hidden from the menu.
 */
const helperRoutes: AppRoute[] = [
  {
    path: '/setting/personal',
    handle: {
      key: ROUTE_KEYS.personal,
      titleKey: 'nav:helpers.personal',
      order: 1,
      preload: () =>
        withOrg((orgId) =>
          preloadGet(orgHelpersRequest(orgId, { scope: 'mine', offset: 0, limit: FEED_PAGE_SIZE })),
        ),
    },
    element: listing('Personal'),
  },
  {
    path: '/setting/public',
    handle: { key: ROUTE_KEYS.publicHelpers, titleKey: 'nav:helpers.public', order: 2, ...open },
    element: listing('Public'),
  },
  {
    path: '/setting/orgSubsribe', // spelled as the spec has it
    handle: { key: ROUTE_KEYS.orgSubscribe, titleKey: 'nav:helpers.orgSubscribe', order: 3 },
    element: listing('Subscribed'),
  },
  {
    path: '/setting/saleHelper',
    handle: { key: ROUTE_KEYS.saleHelpers, titleKey: 'nav:helpers.saleHelper', order: 4 },
    element: listing('Sale'),
  },
  {
    path: '/setting/aiHelper',
    handle: { key: ROUTE_KEYS.aiHelper, titleKey: 'nav:helpers.aiHelper', order: 5 },
    element: helperPage('Default'),
  },
  {
    path: '/setting/t/:code',
    handle: {
      key: ROUTE_KEYS.teamHelpers,
      titleKey: 'nav:helpers.team',
      hideInMenu: true,
      ...open,
    },
    element: listing('Team'),
  },
  {
    path: '/setting/s/:code',
    handle: {
      key: ROUTE_KEYS.helper,
      titleKey: 'nav:helpers.helper',
      hideInMenu: true,
      ...open,
      preload: ({ code }) =>
        withOrg((orgId) => code && preloadGet(helperProfileRequest(code, orgId))),
    },
    element: helperPage('ByCode'),
  },
  // ── The helper editor (its own engineer's pages) ──
  {
    path: '/setting/helpers/new',
    handle: { key: ROUTE_KEYS.helperNew, titleKey: 'nav:helpers.editorNew', hideInMenu: true },
    element: editor,
  },
  {
    path: '/setting/helpers/:id/edit',
    handle: {
      key: ROUTE_KEYS.helperEdit,
      titleKey: 'nav:helpers.editorEdit',
      hideInMenu: true,
      preload: ({ id }) =>
        withOrg((orgId) => id && preloadGet(helperRequest({ orgId, helperId: id }))),
    },
    element: editor,
  },
];

/** Helpers: the listings, a helper's page, the org's default AI helper and the editor. */
export const helpersFeature: Feature = {
  name: 'helpers',
  texts: { 'zh-CN': () => import('./locales/zh-CN'), 'en-US': () => import('./locales/en-US') },
  navText,
  routes: [
    {
      // A group without a path of its own; open itself so that its open pages pass signed out.
      handle: {
        key: ROUTE_KEYS.helpers,
        titleKey: 'nav:helpers.menu',
        icon: IconRobot,
        order: 5,
        ...open,
      },
      children: helperRoutes,
    },
  ],
};
