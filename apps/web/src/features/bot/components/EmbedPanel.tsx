import { useState } from 'react';
import { Alert, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { IconLaunch } from '@arco-design/web-react/icon';
import type { BotKey, BotLook } from '@miaoyu/contracts/bot';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { QrCodeButton } from '@/components/qr/QrCodeButton';
import type { BotRef } from '../api/keys';
import { embedCode } from '../logic/embedCode';
import { keyState } from '../logic/keyForm';
import { EmbedSites } from './EmbedSites';
import { LivePreview } from './LivePreview';
import { Snippet } from './Snippet';
import base from './Bot.module.css';
import styles from './Embed.module.css';

interface Props {
  botRef: BotRef;
  keys: readonly BotKey[];
  look: BotLook;
  /** Owners and admins: they may add a site to a key right here. */
  canPublish: boolean;
}

/** The keys to offer: working ones that may be embedded first. */
const byUse = (keys: readonly BotKey[]) =>
  keys
    .filter((key) => keyState(key) !== 'revoked')
    .map((key, index) => ({
      key,
      rank: (keyState(key) === 'active' ? 0 : 2) + (key.allowedOrigins.length ? 0 : 1),
      index,
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ key }) => key);

/**
 * How to reach the bot by one of its keys: its link (and QR code), the script and iframe where
 * the key lists sites (else why not, and the fix), and a live preview.
 */
export function EmbedPanel({ botRef, keys, look, canPublish }: Props) {
  const { t } = useTranslation('bot');
  const usable = byUse(keys);
  const [chosenId, setChosenId] = useState<string>();
  const chosen = usable.find((key) => key.id === chosenId) ?? usable[0];
  const code = chosen ? embedCode(window.location.origin, chosen.key) : null;

  const openLink = (href: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.openLink}>
      <IconLaunch aria-hidden="true" /> {t('embed.open')}
    </a>
  );

  return (
    <Panel title={t('embed.title')}>
      {chosen && code ? (
        <div className={styles.embed}>
          <div className={styles.keyPicker}>
            <span>{t('embed.key')}</span>
            <Select
              value={chosen.id}
              onChange={(id: string) => setChosenId(id)}
              aria-label={t('embed.key')}
              className={styles.keySelect}
            >
              {usable.map((key) => (
                <Select.Option key={key.id} value={key.id}>
                  {key.name}
                </Select.Option>
              ))}
            </Select>
          </div>
          {keyState(chosen) === 'expired' ? (
            <Alert type="warning" content={t('embed.expired')} />
          ) : null}
          {keyState(chosen) === 'suspended' ? (
            <Alert type="warning" content={t('embed.suspended')} />
          ) : null}
          <EmbedSites botRef={botRef} botKey={chosen} canPublish={canPublish} />
          <Snippet
            label={t('embed.directLink')}
            text={code.directLink}
            extra={
              <>
                {openLink(code.directLink)}
                <QrCodeButton
                  size="mini"
                  type="text"
                  text={code.directLink}
                  title={t('embed.qrTitle', { name: chosen.name })}
                  fileName={t('embed.qrFile', { name: chosen.name })}
                />
              </>
            }
          />
          <Snippet label={t('embed.shortLink')} text={code.shortLink} />
          {chosen.allowedOrigins.length ? (
            <>
              <Snippet label={t('embed.script')} hint={t('embed.scriptHint')} text={code.script} />
              <Snippet label={t('embed.iframe')} hint={t('embed.iframeHint')} text={code.iframe} />
            </>
          ) : null}
        </div>
      ) : (
        <p className={base.hint}>{t('embed.noKeys')}</p>
      )}
      <h3 className={styles.subTitle}>{t('preview.title')}</h3>
      <p className={base.hint}>{t('preview.hint')}</p>
      <LivePreview look={look} chatSrc={code?.preview ?? null} />
    </Panel>
  );
}
