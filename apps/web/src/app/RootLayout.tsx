import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from './route-handle';

/** Every page sits on Arco's background (dark mode would otherwise show white) and sets its title. */
export function RootLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter(Boolean)
    .at(-1);

  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} - ${t('app.name')}` : t('app.name');
  }, [t, titleKey]);

  return (
    <div style={{ minHeight: '100vh', background: 'var(--color-bg-1)' }}>
      <Outlet />
    </div>
  );
}
