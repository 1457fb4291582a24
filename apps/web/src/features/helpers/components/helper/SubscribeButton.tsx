import { Button, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { IconStar, IconStarFill } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { HelperPageData } from '../../api/helperProfile';
import { useSetSubscription } from '../../api/setSubscription';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { useSignIn } from '../../hooks/useSignIn';

/** Subscribes my org to another team's helper, or ends it (owners and admins; visitors sign in). */
export function SubscribeButton({ helper }: { helper: HelperPageData }) {
  const { t } = useTranslation('helpers');
  const change = useSetSubscription();
  const { signInFirst } = useSignIn();
  const { orgId, orgName } = useHelperAccess();
  const subscribed = helper.subscribed === true;
  const toggle = () => {
    if (!signInFirst()) return;
    change.mutate(
      { orgId, code: helper.code, subscribed: !subscribed },
      {
        onSuccess: () =>
          Message.success(
            subscribed ? t('helper.unsubscribed') : t('helper.subscribed', { org: orgName }),
          ),
      },
    );
  };
  return (
    <Button
      icon={subscribed ? <IconStarFill /> : <IconStar />}
      loading={change.isPending}
      onClick={toggle}
      title={subscribed ? undefined : t('helper.subscribeHint', { org: orgName || '…' })}
    >
      {subscribed ? t('actions.unsubscribe') : t('helper.subscribe')}
    </Button>
  );
}
