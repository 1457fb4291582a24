import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { usePhoneScreenWanted } from '@/lib/phone-screen';
import { useServerMenuNotice } from '../menu/useServerMenuNotice';
import { FloatingSettingsButton } from '../settings/FloatingSettingsButton';
import { useApplySettings } from '../settings/useApplySettings';
import { MENU_WIDTH } from '../settings/schema';
import { useSettings } from '../settings/store';
import { AccessGate } from '../shell/AccessGate';
import { TabBar } from '../tabs/TabBar';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageHost } from './PageHost';
import { PHONE_HEADER_HEIGHT, PhoneHeader } from './PhoneHeader';
import { SideMenu } from './SideMenu';
import { useLazyOnce } from './useLazyOnce';
import styles from './StudioLayout.module.css';

export const NAVBAR_HEIGHT = 60;

// Drawers load on first opening: most visits never open them (issue 3, performance).
const SettingsDrawer = lazy(async () => ({
  default: (await import('../settings/SettingsDrawer')).SettingsDrawer,
}));
const MenuDrawer = lazy(async () => ({ default: (await import('./MenuDrawer')).MenuDrawer }));

/**
 * The studio frame (Arco Design Pro's layout): navbar, side (or top) menu, tab bar,
 * breadcrumb, page and footer, each switchable in the settings drawer. Under 992 px the
 * side menu becomes a drawer. On a phone, a page that asks for the whole screen (the chat) gets
 * it below a thin header instead of the frame.
 */
export function StudioLayout() {
  const { t } = useTranslation();
  const settings = useSettings();
  const mobile = useMediaQuery('(max-width: 991px)');
  const phone = useMediaQuery('(max-width: 767px)');
  const wanted = usePhoneScreenWanted();
  const phoneScreen = phone && wanted;
  const [drawerOpen, setDrawerOpen] = useState(false);
  useApplySettings(mobile);
  useServerMenuNotice();

  const menuOn = settings.menu && !settings.hideMenu;
  const sideMenu = menuOn && !settings.topMenu && !mobile;
  const drawerMenu = menuOn && mobile;
  const siderWidth = settings.menuCollapse ? MENU_WIDTH.collapsed : settings.menuWidth;
  const top = phoneScreen ? PHONE_HEADER_HEIGHT : settings.navbar ? NAVBAR_HEIGHT : 0;
  const settingsLoaded = useLazyOnce(settings.globalSettings);
  const menuDrawerLoaded = useLazyOnce(drawerMenu && drawerOpen);

  return (
    <div className={styles.layout}>
      {phoneScreen ? (
        <PhoneHeader onOpenMenu={drawerMenu ? () => setDrawerOpen(true) : undefined} />
      ) : settings.navbar ? (
        <Navbar
          topMenu={menuOn && settings.topMenu && !mobile}
          onOpenDrawer={drawerMenu ? () => setDrawerOpen(true) : undefined}
        />
      ) : null}
      <div className={styles.body} style={{ paddingTop: top }}>
        {sideMenu ? <SideMenu top={top} width={siderWidth} /> : null}
        <div className={styles.main}>
          {settings.tabBar && !phoneScreen ? <TabBar top={top} /> : null}
          <main
            className={phoneScreen ? styles.phoneScreen : styles.content}
            aria-label={t('app.name')}
          >
            <AccessGate>
              {phoneScreen ? null : <Breadcrumbs />}
              <PageHost />
            </AccessGate>
          </main>
          {settings.footer && !phoneScreen ? <Footer /> : null}
        </div>
      </div>
      <Suspense fallback={null}>
        {drawerMenu && menuDrawerLoaded ? (
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        ) : null}
        {settingsLoaded ? <SettingsDrawer /> : null}
      </Suspense>
      {settings.navbar || phoneScreen ? null : <FloatingSettingsButton />}
    </div>
  );
}
