import type { ReactNode } from 'react';
import { ConfigProvider } from '@arco-design/web-react';
import { I18nextProvider } from 'react-i18next';
import { arcoLocaleOf, i18n, useLocale } from '@/lib/i18n';

/** Arco's own texts (date pickers, empty states...) follow the app's language. */
function ArcoConfig({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <ConfigProvider locale={arcoLocaleOf(locale)}>{children}</ConfigProvider>;
}

/**
 * Providers every page needs. React-query joins in the signed-in studio (app/shell), so the
 * login page does not download it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ArcoConfig>{children}</ArcoConfig>
    </I18nextProvider>
  );
}
