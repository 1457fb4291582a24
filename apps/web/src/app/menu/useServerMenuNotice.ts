import { useEffect, useRef } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../settings/store';
import { useServerMenuQuery } from './getServerMenu';

const NOTICE_ID = 'server-menu';

/** Spec §4: loading the server menu shows 'loading', then 'success' or 'error'. */
export function useServerMenuNotice(): void {
  const { t } = useTranslation();
  const { menuFromServer } = useSettings();
  const { status, fetchStatus } = useServerMenuQuery(menuFromServer);
  const loading = menuFromServer && fetchStatus === 'fetching';
  const announced = useRef(false);

  useEffect(() => {
    if (loading) {
      announced.current = true;
      Message.loading({ id: NOTICE_ID, content: t('menu.loading'), duration: 0 });
      return;
    }
    // Only a fetch this component announced gets an outcome, not a cached menu.
    if (!announced.current) return;
    announced.current = false;
    if (status === 'success') Message.success({ id: NOTICE_ID, content: t('menu.loaded') });
    else Message.error({ id: NOTICE_ID, content: t('menu.loadFailed') });
  }, [loading, status, t]);
}
