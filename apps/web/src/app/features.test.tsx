import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAVIGATION, type NavigationEntry } from '@miaoyu/contracts/navigation';
import {
  lazyPage,
  registerFeatures,
  routeTitleKey,
  type AppRoute,
  type Feature,
} from '@/lib/feature';
import { i18n, type TitleKey } from '@/lib/i18n';
import { FEATURES } from './features';
import { menuFromRoutes } from './routes/menu';
import { routeTable } from './routes/table';

function routesByKey(routes: readonly AppRoute[], into = new Map<string, AppRoute>()) {
  for (const route of routes) {
    if (route.handle) into.set(route.handle.key, route);
    routesByKey(route.children ?? [], into);
  }
  return into;
}

const navigationKeys = (entries: readonly NavigationEntry[]): NavigationEntry[] =>
  entries.flatMap((entry) => [entry, ...navigationKeys(entry.children ?? [])]);

/** A feature that exists only in this test: a folder's worth of declaration, nothing else. */
function HelloPage() {
  const { t } = useTranslation('toy' as never);
  return <p>{t('hello' as never)}</p>;
}
const toyTexts = {
  'zh-CN': { hello: '你好，玩具' },
  'en-US': { hello: 'Hello, toy' },
};
const toyFeature: Feature = {
  name: 'toy',
  texts: {
    'zh-CN': async () => ({ default: toyTexts['zh-CN'] }),
    'en-US': async () => ({ default: toyTexts['en-US'] }),
  },
  navText: { 'zh-CN': { title: '玩具' }, 'en-US': { title: 'Toy' } },
  routes: [
    {
      path: '/toy',
      handle: { key: 'toy', titleKey: 'nav:toy.title' as TitleKey, order: 50 },
      element: lazyPage(
        async () => ({ HelloPage }),
        (m) => m.HelloPage,
        'toy',
      ),
    },
  ],
};

describe('features', () => {
  it('take the roles of the contract that the server menu is served from', () => {
    const { studioRoutes } = routeTable(FEATURES);
    const routes = routesByKey(studioRoutes);
    for (const entry of navigationKeys(NAVIGATION)) {
      const route = routes.get(entry.key);
      expect(route, entry.key).toBeDefined();
      if (entry.key !== 'setting') expect(route!.handle!.roles, entry.key).toEqual(entry.roles);
    }
    expect(menuFromRoutes('user', studioRoutes).map((node) => node.key)).not.toContain('admin');
  });

  it('plug in from their own folder: routes, menu entry, titles and texts', async () => {
    registerFeatures([toyFeature]);
    const { studioRoutes } = routeTable([...FEATURES, toyFeature]);

    // The studio's own menu, with the toy's entry added at its order.
    const menu = menuFromRoutes('user', studioRoutes);
    const studioMenu = menuFromRoutes('user', routeTable(FEATURES).studioRoutes);
    expect(menu.filter((node) => node.key !== 'toy')).toEqual(studioMenu);
    const toy = menu.findIndex((node) => node.key === 'toy');
    expect(menu[toy]).toMatchObject({ path: '/toy', titleKey: 'nav:toy.title' });
    expect(i18n.t('nav:toy.title' as never)).toBe('玩具');
    expect(routeTitleKey('toy')).toBe('nav:toy.title');

    // The page arrives with its texts, in the current language and after a switch.
    const page = studioRoutes.find((route) => route.path === '/toy') as RouteObject;
    const router = createMemoryRouter([page], { initialEntries: ['/toy'] });
    render(<RouterProvider router={router} />);
    expect((await screen.findByText('你好，玩具')).tagName).toBe('P');
    await act(() => i18n.changeLanguage('en-US'));
    expect((await screen.findByText('Hello, toy')).tagName).toBe('P');
    expect(i18n.t('nav:toy.title' as never)).toBe('Toy');
  });
});
