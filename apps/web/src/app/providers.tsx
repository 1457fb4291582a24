import type { ReactNode } from 'react';
import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@miaoyu/contracts';
import { i18n, useLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

const arcoLocales = { 'zh-CN': zhCN, 'en-US': enUS } satisfies Record<Locale, unknown>;

/** Arco's own texts (date pickers, empty states...) follow the app's language. */
function ArcoConfig({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <ConfigProvider locale={arcoLocales[locale]}>{children}</ConfigProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ArcoConfig>{children}</ArcoConfig>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
