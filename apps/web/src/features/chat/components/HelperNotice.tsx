import { useTranslation } from 'react-i18next';
import { Tooltip } from '@arco-design/web-react';
import { IconInfoCircle, IconLock } from '@arco-design/web-react/icon';
import type { SessionHelper } from '@miaoyu/contracts/chat';
import styles from './Helper.module.css';

/** Says when the helper's own model does not answer: removed, or none in its team at all. */
export function HelperNotice(props: { status: SessionHelper['modelStatus'] }) {
  const { t } = useTranslation('chat');
  if (props.status !== 'missing' && props.status !== 'offline') return null;
  return (
    <div className={styles.notice} role="status">
      <IconInfoCircle className={styles.noticeIcon} />
      <span>
        {props.status === 'missing' ? t('chat.helperModelMissing') : t('chat.helperModelOffline')}
      </span>
    </div>
  );
}

/** Stands where the model and knowledge pickers are: a helper answers with its own. */
export function HelperSettingsTag() {
  const { t } = useTranslation('chat');
  return (
    // Click and focus too: phones have no hover.
    <Tooltip content={t('chat.helperChooses')} trigger={['hover', 'focus', 'click']}>
      <span
        className={styles.settingsTag}
        role="note"
        tabIndex={0}
        aria-label={`${t('chat.helperSettings')}: ${t('chat.helperChooses')}`}
      >
        <IconLock />
        {t('chat.helperSettings')}
      </span>
    </Tooltip>
  );
}
