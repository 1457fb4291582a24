import '@arco-design/web-react/es/style/index.css';
import { Logo } from '@/components/Logo';
import defaults from '@/settings.json';
import { storage } from '@/lib/storage';
import { PageSkeleton } from '../layout/PageSkeleton';
import { SETTINGS_STORAGE_KEY } from '../settings/storageKey';
import styles from './FrameSkeleton.module.css';

type Layout = Pick<
  typeof defaults,
  'navbar' | 'menu' | 'hideMenu' | 'topMenu' | 'menuCollapse' | 'menuWidth' | 'tabBar'
>;

/** The stored layout switches, read without the settings' schema (zod stays out of the entry). */
function storedLayout(): Layout {
  const stored = storage.getUnknown(SETTINGS_STORAGE_KEY);
  const saved = (typeof stored === 'object' && stored ? stored : {}) as Record<string, unknown>;
  const pick = <K extends keyof Layout>(key: K): Layout[K] =>
    typeof saved[key] === typeof defaults[key] ? (saved[key] as Layout[K]) : defaults[key];
  return {
    navbar: pick('navbar'),
    menu: pick('menu'),
    hideMenu: pick('hideMenu'),
    topMenu: pick('topMenu'),
    menuCollapse: pick('menuCollapse'),
    menuWidth: pick('menuWidth'),
    tabBar: pick('tabBar'),
  };
}

const menuRows = ['70%', '55%', '80%', '60%'];

/**
 * The studio frame's outline with a page skeleton, while the frame's own code or the signed-in
 * user loads: a signed-in page is never blank (right after sign-in, or on a cold load).
 */
export function FrameSkeleton() {
  const layout = storedLayout();
  const sider = layout.menu && !layout.hideMenu && !layout.topMenu;
  return (
    <div className={styles.frame}>
      {layout.navbar ? (
        <div className={styles.navbar}>
          <Logo />
          <div className={styles.avatar} />
        </div>
      ) : null}
      <div className={styles.body} style={{ paddingTop: layout.navbar ? 60 : 0 }}>
        {sider ? (
          <div
            className={styles.sider}
            style={{ width: layout.menuCollapse ? 48 : layout.menuWidth }}
          >
            {layout.menuCollapse
              ? null
              : menuRows.map((width) => (
                  <div key={width} className={styles.item} style={{ width }} />
                ))}
          </div>
        ) : null}
        <div className={styles.main}>
          {layout.tabBar ? <div className={styles.tabBar} /> : null}
          <div className={styles.content}>
            <PageSkeleton />
          </div>
        </div>
      </div>
    </div>
  );
}
