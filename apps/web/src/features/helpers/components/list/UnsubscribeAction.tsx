import { Button, Message, Popconfirm } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import { useTranslation } from 'react-i18next';
import { useSetSubscription } from '../../api/setSubscription';
import type { HelperCardItem } from '../../logic/cardItem';

/** Ends the org's subscription to a helper (owners and admins), after asking. */
export function UnsubscribeAction({ helper, orgId }: { helper: HelperCardItem; orgId: string }) {
  const { t } = useTranslation('helpers');
  const change = useSetSubscription();
  return (
    <Popconfirm
      title={t('subscribed.confirm', { name: helper.name })}
      onOk={() =>
        change
          .mutateAsync({ orgId, code: helper.code, subscribed: false })
          .then(() => Message.success(t('subscribed.removed', { name: helper.name })))
          .catch(() => undefined)
      }
    >
      <Button size="mini" type="text" status="danger" loading={change.isPending}>
        {t('actions.unsubscribe')}
      </Button>
    </Popconfirm>
  );
}
