import type { ReactNode } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconEdit, IconLink, IconMessage } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QrCodeButton } from '@/components/qr/QrCodeButton';
import { copyAndSay } from '@/lib/copy-and-say';
import type { HelperPageData } from '../../api/helperProfile';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { useSignIn } from '../../hooks/useSignIn';
import { useStartChat } from '../../hooks/useStartChat';
import { helperLinks } from '../../logic/links';
import { SubscribeButton } from './SubscribeButton';
import styles from './Helper.module.css';

/**
 * What one can do with a helper: talk with it (everyone; visitors sign in first), subscribe the
 * org to it (managers, for another team's public helper), edit it, share its link (or its QR code).
 */
export function HelperActions({ helper, extra }: { helper: HelperPageData; extra?: ReactNode }) {
  const { t } = useTranslation('helpers');
  const navigate = useNavigate();
  const { signedIn } = useSignIn();
  const { canManage } = useHelperAccess();
  const { startChat, starting } = useStartChat(helper.code);
  const subscribable = signedIn
    ? canManage && (helper.subscribable === true || helper.subscribed === true)
    : true;
  const pageLink = new URL(helperLinks.page(helper.code), window.location.origin).href;
  const copyLink = () =>
    void copyAndSay(pageLink, {
      ok: t('helper.copied'),
      failed: t('helper.copyFailed'),
    });

  return (
    <div className={styles.actions}>
      <Button type="primary" icon={<IconMessage />} loading={starting} onClick={() => startChat()}>
        {signedIn ? t('helper.start') : t('helper.signInToChat')}
      </Button>
      {subscribable ? <SubscribeButton helper={helper} /> : null}
      {helper.manageable && helper.id ? (
        <Button
          icon={<IconEdit />}
          onClick={() => void navigate(helperLinks.edit(helper.id as string))}
        >
          {t('actions.edit')}
        </Button>
      ) : null}
      <Button icon={<IconLink />} onClick={() => void copyLink()}>
        {t('helper.copyLink')}
      </Button>
      <QrCodeButton
        text={pageLink}
        title={t('helper.qrTitle', { name: helper.name })}
        fileName={t('helper.qrFile', { name: helper.name })}
      />
      {extra}
    </div>
  );
}
