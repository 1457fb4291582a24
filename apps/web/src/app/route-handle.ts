import type { ParseKeys } from 'i18next';

/** Per-route metadata (spec §2: the page title comes from the route). */
export interface RouteHandle {
  titleKey?: ParseKeys;
}
