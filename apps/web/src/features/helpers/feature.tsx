import { IconRobot } from '@arco-design/web-react/icon';
import { ROUTE_KEYS, USER_STORAGE_KEY } from '@miaoyu/contracts/constants';
import { pagesOf, type AppRoute, type Feature } from '@/lib/feature';
import { preloadGet } from '@/lib/preload';
import { knownOrgId, useSessionStore } from '@/lib/session';
import { storage } from '@/lib/storage';
import {
  chatModelsRequest,
  defaultHelperRequest,
  FEED_PAGE_SIZE,
  helperCategoriesRequest,
  helperProfileRequest,
  helperRequest,
  myOrgsRequest,
  orgDatasetsRequest,
  orgHelpersRequest,
  PICKABLE_HELPERS,
  publicHelpersRequest,
  recentHelpersRequest,
  subscriptionsRequest,
  teamHelpersRequest,
} from './api/requests';
import { MANAGE_HELPERS } from './hooks/useHelperAccess';
import { firstSquareQuery } from './logic/squareFilters';
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

/** A session in this browser (its user may not be loaded yet). */
const signedIn = () => useSessionStore.getState().token !== null;

/** Whether the caller (loaded, or stored with the session) manages the org's helpers. */
function knownToManage(): boolean {
  const user = useSessionStore.getState().user ?? storage.getUnknown(USER_STORAGE_KEY);
  const permissions = (user as { permissions?: unknown } | null | undefined)?.permissions;
  return Array.isArray(permissions) && permissions.includes(MANAGE_HELPERS);
}

/** What the editor's pickers offer, asked whether it makes a helper or edits one. */
function preloadEditorChoices(orgId: string): void {
  preloadGet(chatModelsRequest());
  preloadGet(orgDatasetsRequest(orgId));
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
        withOrg((orgId) => {
          preloadGet(orgHelpersRequest(orgId, { scope: 'mine', offset: 0, limit: FEED_PAGE_SIZE }));
          preloadGet(recentHelpersRequest());
        }),
    },
    element: listing('Personal'),
  },
  {
    path: '/setting/public',
    handle: {
      key: ROUTE_KEYS.publicHelpers,
      titleKey: 'nav:helpers.public',
      order: 2,
      ...open,
      // The square asks for no org: signed out too.
      preload: (_params, search) => {
        preloadGet(helperCategoriesRequest());
        preloadGet(
          publicHelpersRequest({ ...firstSquareQuery(search), offset: 0, limit: FEED_PAGE_SIZE }),
        );
      },
    },
    element: listing('Public'),
  },
  {
    path: '/setting/orgSubsribe', // spelled as the spec has it
    handle: {
      key: ROUTE_KEYS.orgSubscribe,
      titleKey: 'nav:helpers.orgSubscribe',
      order: 3,
      preload: () => withOrg((orgId) => preloadGet(subscriptionsRequest(orgId, 0, FEED_PAGE_SIZE))),
    },
    element: listing('Subscribed'),
  },
  {
    path: '/setting/saleHelper',
    handle: {
      key: ROUTE_KEYS.saleHelpers,
      titleKey: 'nav:helpers.saleHelper',
      order: 4,
      preload: () =>
        withOrg((orgId) =>
          preloadGet(
            orgHelpersRequest(orgId, {
              scope: 'usable',
              kind: 'sale',
              offset: 0,
              limit: FEED_PAGE_SIZE,
            }),
          ),
        ),
    },
    element: listing('Sale'),
  },
  {
    path: '/setting/aiHelper',
    handle: {
      key: ROUTE_KEYS.aiHelper,
      titleKey: 'nav:helpers.aiHelper',
      order: 5,
      // Managers are offered the picker when the org has no AI helper yet; members never see it.
      preload: () =>
        withOrg((orgId) => {
          preloadGet(defaultHelperRequest(orgId));
          if (knownToManage()) preloadGet(orgHelpersRequest(orgId, PICKABLE_HELPERS));
        }),
    },
    element: helperPage('Default'),
  },
  {
    path: '/setting/t/:code',
    handle: {
      key: ROUTE_KEYS.teamHelpers,
      titleKey: 'nav:helpers.team',
      hideInMenu: true,
      ...open,
      // Signed in, the page first learns whether the team is mine (its list depends on that).
      preload: ({ code }) => {
        if (signedIn()) preloadGet(myOrgsRequest());
        else if (code) preloadGet(teamHelpersRequest(code.toLowerCase(), 0, FEED_PAGE_SIZE));
      },
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
    handle: {
      key: ROUTE_KEYS.helperNew,
      titleKey: 'nav:helpers.editorNew',
      hideInMenu: true,
      preload: () => withOrg(preloadEditorChoices),
    },
    element: editor,
  },
  {
    path: '/setting/helpers/:id/edit',
    handle: {
      key: ROUTE_KEYS.helperEdit,
      titleKey: 'nav:helpers.editorEdit',
      hideInMenu: true,
      preload: ({ id }) =>
        withOrg((orgId) => {
          if (!id) return;
          preloadGet(helperRequest({ orgId, helperId: id }));
          // Asked once the helper is here, but they do not depend on it.
          preloadEditorChoices(orgId);
        }),
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
