import { useMemo } from 'react';
import { useSessionStore } from '@/lib/session';
import { menuFromRoutes, menuFromServer, serverMenuKeys, type MenuNode } from '../routes/menu';
import { useSettings } from '../settings/store';
import { useServerMenuQuery } from './getServerMenu';

export interface MenuState {
  /** The menu the user sees: by role, and narrowed by the server menu when that is on. */
  menu: MenuNode[];
  /** Keys of the server menu when menu-from-server is on (an empty set if it failed), else null. */
  serverKeys: ReadonlySet<string> | null;
  /** Menu-from-server is on and the menu has not arrived yet: decide nothing until it has. */
  pending: boolean;
}

export function useMenu(): MenuState {
  const role = useSessionStore((state) => state.user?.role);
  const permissions = useSessionStore((state) => state.user?.permissions);
  const { menuFromServer: fromServer } = useSettings();
  const query = useServerMenuQuery(fromServer);
  const server = query.data;

  return useMemo(() => {
    const local = menuFromRoutes(role, undefined, undefined, permissions);
    if (!fromServer) return { menu: local, serverKeys: null, pending: false };
    if (server)
      return {
        menu: menuFromServer(server, local),
        serverKeys: serverMenuKeys(server),
        pending: false,
      };
    return { menu: [], serverKeys: new Set<string>(), pending: !query.isError };
  }, [role, permissions, fromServer, server, query.isError]);
}
