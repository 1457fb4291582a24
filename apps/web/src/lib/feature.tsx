import {
  isValidElement,
  lazy,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { RouteObject } from 'react-router';
import { navigationPermission, navigationRoles } from '@miaoyu/contracts/navigation';
import type { Locale } from '@miaoyu/contracts/constants';
import {
  ensureNamespace,
  registerNamespace,
  registerNavText,
  type NamespaceLoaders,
  type TitleKey,
} from './i18n';
import { registerHelperPages, type HelperPages } from './helper-pages';
import { registerSlots, type Slots } from './slots';

/** What each route says about itself (spec §2), carried as the route's `handle`. */
export interface RouteMeta {
  key: string;
  titleKey?: TitleKey;
  /** Absent means true: only routes marked `false` are open without signing in. */
  requiresAuth?: boolean;
  /**
   * Platform roles that may open the route; absent means any, `*` means any. Routes named in the
   * contract's NAVIGATION take its roles (the server's menu follows the same list).
   */
  roles?: readonly string[];
  /** A permission in the current org the page needs; the menu leaves it out for the others. */
  permission?: string;
  /** The page is rebuilt each time it is shown instead of keeping its state in the tab bar. */
  ignoreCache?: boolean;
  hideInMenu?: boolean;
  /** Never shown as a tab (redirect helper, not-found, bare redirects). */
  noAffix?: boolean;
  icon?: ComponentType;
  order?: number;
  /**
   * Starts the page's first data requests (`preloadGet`, each answered once through `getFirst`)
   * while its code downloads: on a cold load, a menu hover or a first visit. Light: it runs in the
   * main chunk, before the page's code. `search` is the address's query (a tab, a folder).
   */
  preload?: (params: Record<string, string | undefined>, search: URLSearchParams) => void;
}

export type AppRoute = Omit<RouteObject, 'handle' | 'children'> & {
  handle?: RouteMeta;
  children?: AppRoute[];
};

/**
 * A feature of the studio, declared in its own folder (`feature.tsx`): its pages and its texts.
 * The app collects the list; nothing else needs to know the feature exists.
 */
export interface Feature {
  /** The folder's name, also the namespace of its texts (`locales/zh-CN.ts`, `en-US.ts`). */
  name: string;
  texts: NamespaceLoaders;
  /** Namespace `nav` under the feature's name: menu and tab titles, kept in memory. */
  navText: Record<Locale, object>;
  /** Pages outside the studio frame (sign-in, invitations). */
  publicRoutes?: AppRoute[];
  /** Pages inside the frame (navbar, menu, tabs). */
  routes?: AppRoute[];
  /** Pages under `/setting`, reached from the avatar menu. */
  settingRoutes?: AppRoute[];
  /** Pages under `/admin`, the platform's administration (platform admins only). */
  adminRoutes?: AppRoute[];
  /** Pages shown at a helper's address (`/setting/s/:code`) for helpers of a kind. */
  helperPages?: HelperPages;
  /** What the feature adds to other features' pages: buttons under answers, editor sections. */
  slots?: Slots;
}

const preloads = new WeakMap<ReactElement, () => Promise<unknown>>();
const loadedPages = new WeakMap<ReactElement, () => boolean>();

/**
 * A page in its own chunk that arrives together with its feature's texts: the login page never
 * downloads the studio, and the studio downloads each page (and its words) when first opened.
 * Once its code is here (opened before, or preloaded), the page renders at once: React holds a
 * suspended page back for up to 300 ms after its skeleton showed.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespace?: string,
): ReactElement {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), namespace ? ensureNamespace(namespace) : null]).then(
      ([module]) => (Loaded = pick(module)),
      (error: unknown) => {
        loading = undefined; // a failed download may be tried again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await start() }));
  function Page() {
    // Chosen once per mount: switching between the two would remount the page and lose its state.
    const [Ready] = useState(() => Loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  const element = <Page />;
  preloads.set(element, start);
  loadedPages.set(element, () => Loaded !== undefined);
  return element;
}

/** Starts downloading a route's page (and its texts), e.g. while the frame loads. */
export function preloadPage(element: ReactNode): Promise<unknown> {
  const start = isValidElement(element) ? preloads.get(element) : undefined;
  return start ? start() : Promise.resolve();
}

/** Whether a route's page code is here already (opened or preloaded before). */
export function isPageLoaded(element: ReactNode): boolean {
  // Routes without a page of their own (a parent, a redirect) have nothing to download.
  return !isValidElement(element) || (loadedPages.get(element)?.() ?? true);
}

/** `lazyPage` bound to a feature's namespace: `const page = pagesOf('admin')`. */
export function pagesOf(namespace: string) {
  return <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
    lazyPage(load, pick, namespace);
}

const titleKeys = new Map<string, TitleKey>();

/**
 * Gives routes named in NAVIGATION the contract's roles and permission, and remembers every
 * route's title.
 */
export function registerRoutes(routes: readonly AppRoute[] = []): void {
  for (const route of routes) {
    const meta = route.handle;
    if (meta) {
      const roles = navigationRoles(meta.key);
      if (roles) meta.roles = roles;
      const permission = navigationPermission(meta.key);
      if (permission) meta.permission = permission;
      if (meta.titleKey) titleKeys.set(meta.key, meta.titleKey);
    }
    registerRoutes(route.children);
  }
}

/** Makes features' texts loadable and their routes known; the app calls it once with its list. */
export function registerFeatures(features: readonly Feature[]): void {
  for (const feature of features) {
    registerNamespace(feature.name, feature.texts);
    registerNavText(feature.name, feature.navText);
    registerRoutes(feature.publicRoutes);
    registerRoutes(feature.routes);
    registerRoutes(feature.settingRoutes);
    registerHelperPages(feature.helperPages);
    registerSlots(feature.slots);
  }
}

/** The title of a route by its key (e.g. for the menu editor), from whichever feature owns it. */
export function routeTitleKey(key: string): TitleKey | undefined {
  return titleKeys.get(key);
}
