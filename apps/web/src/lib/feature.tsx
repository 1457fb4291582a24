import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { navigationRoles } from '@miaoyu/contracts/navigation';
import type { Locale } from '@miaoyu/contracts/constants';
import {
  ensureNamespace,
  registerNamespace,
  registerNavText,
  type NamespaceLoaders,
  type TitleKey,
} from './i18n';

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
  /** The page is rebuilt each time it is shown instead of keeping its state in the tab bar. */
  ignoreCache?: boolean;
  hideInMenu?: boolean;
  /** Never shown as a tab (redirect helper, not-found, bare redirects). */
  noAffix?: boolean;
  icon?: ComponentType;
  order?: number;
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
}

/**
 * A page in its own chunk that arrives together with its feature's texts: the login page never
 * downloads the studio, and the studio downloads each page (and its words) when first opened.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespace?: string,
) {
  const Page = lazy(async () => {
    const [module] = await Promise.all([load(), namespace ? ensureNamespace(namespace) : null]);
    return { default: pick(module) };
  });
  return <Page />;
}

/** `lazyPage` bound to a feature's namespace: `const page = pagesOf('admin')`. */
export function pagesOf(namespace: string) {
  return <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
    lazyPage(load, pick, namespace);
}

const titleKeys = new Map<string, TitleKey>();

/** Gives routes named in NAVIGATION the contract's roles and remembers every route's title. */
export function registerRoutes(routes: readonly AppRoute[] = []): void {
  for (const route of routes) {
    const meta = route.handle;
    if (meta) {
      const roles = navigationRoles(meta.key);
      if (roles) meta.roles = roles;
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
  }
}

/** The title of a route by its key (e.g. for the menu editor), from whichever feature owns it. */
export function routeTitleKey(key: string): TitleKey | undefined {
  return titleKeys.get(key);
}
