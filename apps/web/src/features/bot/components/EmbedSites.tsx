import { useState } from 'react';
import { Alert, Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import type { BotKey } from '@miaoyu/contracts/bot';
import { useTranslation } from 'react-i18next';
import type { BotRef } from '../api/keys';
import { AddSiteForm } from './AddSiteForm';
import styles from './Embed.module.css';

interface Props {
  botRef: BotRef;
  botKey: BotKey;
  /** Owners and admins: only they change a key's sites. */
  canPublish: boolean;
}

/**
 * Where the key's embed code works. A key with no site cannot be embedded anywhere (browsers
 * refuse it): say so plainly, in place of the code, with the fix right there.
 */
export function EmbedSites({ botRef, botKey, canPublish }: Props) {
  const { t } = useTranslation('bot');
  const [adding, setAdding] = useState(false);
  const sites = botKey.allowedOrigins;

  if (!sites.length)
    return (
      <Alert
        type="warning"
        title={t('embed.notEmbeddableTitle')}
        data-testid="origins-reminder"
        content={
          <div className={styles.siteFix}>
            <p>{t('embed.notEmbeddable')}</p>
            {canPublish ? (
              <AddSiteForm botRef={botRef} botKey={botKey} />
            ) : (
              <p>{t('embed.askManager')}</p>
            )}
          </div>
        }
      />
    );

  return (
    <Alert
      type="info"
      data-testid="origins-reminder"
      content={
        <div className={styles.siteFix}>
          <p>{t('embed.originsSome', { origins: sites.join(', ') })}</p>
          {canPublish && adding ? <AddSiteForm botRef={botRef} botKey={botKey} autoFocus /> : null}
          {canPublish && !adding ? (
            <Button
              size="mini"
              type="text"
              icon={<IconPlus />}
              className={styles.addSite}
              onClick={() => setAdding(true)}
            >
              {t('embed.addAnotherSite')}
            </Button>
          ) : null}
        </div>
      }
    />
  );
}
