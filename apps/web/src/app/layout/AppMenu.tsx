import { useMemo, useState } from 'react';
import { Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Menu/style/css.js';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../menu/useMenu';
import type { MenuNode } from '../routes/menu';
import { preloadRoute } from '../routes/preload';

interface AppMenuProps {
  mode: 'vertical' | 'horizontal';
  collapsed?: boolean;
  /** Called after an item is chosen (the drawer closes itself). */
  onNavigate?: () => void;
  className?: string;
}

/** Where the current path sits in the menu: its item and the groups above it. */
function locate(nodes: readonly MenuNode[], pathname: string, trail: string[] = []): string[] {
  for (const node of nodes) {
    if (node.path && (pathname === node.path || pathname.startsWith(`${node.path}/`)))
      return [...trail, node.key];
    const inner = locate(node.children ?? [], pathname, [...trail, node.key]);
    if (inner.length) return inner;
  }
  return [];
}

function pathsByKey(nodes: readonly MenuNode[], into = new Map<string, string>()) {
  for (const node of nodes) {
    if (node.path) into.set(node.key, node.path);
    pathsByKey(node.children ?? [], into);
  }
  return into;
}

/** The navigation menu, built from the route table (and the server menu when that is on). */
export function AppMenu({ mode, collapsed = false, onNavigate, className }: AppMenuProps) {
  const { t } = useTranslation(['translation', 'nav']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { menu } = useMenu();
  const trail = useMemo(() => locate(menu, pathname), [menu, pathname]);
  const paths = useMemo(() => pathsByKey(menu), [menu]);
  // Every group starts open, as the menu is short; the user's own toggling wins after that.
  const [toggled, setOpenKeys] = useState<string[] | null>(null);
  const openKeys = toggled ?? menu.filter((node) => node.children).map((node) => node.key);

  const label = (node: MenuNode) => {
    const Icon = node.icon;
    return (
      <>
        {Icon ? <Icon /> : null}
        {t(node.titleKey)}
      </>
    );
  };
  const render = (node: MenuNode) =>
    node.children ? (
      <Menu.SubMenu key={node.key} title={label(node)}>
        {node.children.map(render)}
      </Menu.SubMenu>
    ) : (
      <Menu.Item
        key={node.key}
        // A pointer resting on an item: its page's code and first data start downloading.
        onMouseEnter={() => node.path && void preloadRoute(node.path)}
      >
        {label(node)}
      </Menu.Item>
    );

  return (
    <Menu
      className={className}
      mode={mode}
      collapse={collapsed}
      selectedKeys={trail.slice(-1)}
      openKeys={mode === 'vertical' ? openKeys : undefined}
      onClickSubMenu={(_, keys) => setOpenKeys(keys)}
      onClickMenuItem={(key) => {
        const path = paths.get(key);
        if (path) void navigate(path);
        onNavigate?.();
      }}
    >
      {menu.map(render)}
    </Menu>
  );
}
