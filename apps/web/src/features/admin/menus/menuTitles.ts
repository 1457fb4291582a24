import { ROUTE_KEYS, type RouteKey } from '@miaoyu/contracts/constants';
import type { ParseKeys } from 'i18next';

type RouteName = keyof typeof ROUTE_KEYS;

const NAME_OF_KEY = new Map<string, RouteName>(
  (Object.entries(ROUTE_KEYS) as [RouteName, RouteKey][]).map(([name, key]) => [key, name]),
);

/**
 * The locale key of a menu item's title. Features cannot read the app's route table, so the
 * titles of ROUTE_KEYS live in the adminMenus locale section; unknown keys show themselves.
 */
export function menuTitleKey(key: string): ParseKeys | null {
  const name = NAME_OF_KEY.get(key);
  return name ? `adminMenus.routes.${name}` : null;
}
