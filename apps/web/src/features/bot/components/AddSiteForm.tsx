import { useState } from 'react';
import { Button, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { BOT_ORIGINS_MAX, type BotKey } from '@miaoyu/contracts/bot';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import type { BotRef } from '../api/keys';
import { useUpdateBotKey } from '../api/updateBotKey';
import { siteOrigin } from '../logic/siteOrigin';
import styles from './Embed.module.css';

interface Props {
  botRef: BotRef;
  botKey: BotKey;
  /** Puts the cursor in the field at once (the reader just asked to add a site). */
  autoFocus?: boolean;
}

/** Adds one website to the sites a key may be embedded on, right where the embed code is. */
export function AddSiteForm({ botRef, botKey, autoFocus = false }: Props) {
  const { t } = useTranslation('bot');
  const [site, setSite] = useState('');
  const [error, setError] = useState<string>();
  const update = useUpdateBotKey(botRef);
  const full = botKey.allowedOrigins.length >= BOT_ORIGINS_MAX;

  const add = async () => {
    if (update.isPending) return;
    const found = siteOrigin(site);
    if ('error' in found) return setError(found.error);
    if (botKey.allowedOrigins.includes(found.origin))
      return setError(t('embed.siteListed', { origin: found.origin }));
    setError(undefined);
    try {
      await update.mutateAsync({
        keyId: botKey.id,
        body: { allowedOrigins: [...botKey.allowedOrigins, found.origin] },
      });
      setSite('');
      Message.success(t('embed.siteAdded', { origin: found.origin }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  if (full)
    return <p className={styles.siteHelp}>{t('embed.sitesFull', { max: BOT_ORIGINS_MAX })}</p>;
  return (
    <form
      className={styles.siteForm}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Input
        value={site}
        onChange={(value) => {
          setSite(value);
          setError(undefined);
        }}
        placeholder={t('embed.sitePlaceholder')}
        aria-label={t('embed.siteLabel')}
        status={error ? 'error' : undefined}
        autoFocus={autoFocus}
        className={styles.siteInput}
      />
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('embed.siteAdd')}
      </Button>
      {error ? (
        <span aria-live="polite" className={styles.siteError}>
          {error}
        </span>
      ) : (
        <span className={styles.siteHelp}>{t('embed.siteHint')}</span>
      )}
    </form>
  );
}
