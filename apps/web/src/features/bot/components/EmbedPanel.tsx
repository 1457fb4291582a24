import { useState } from 'react';
import { Alert, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { IconLaunch } from '@arco-design/web-react/icon';
import type { BotKey, BotLook } from '@miaoyu/contracts/bot';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { embedCode } from '../logic/embedCode';
import { keyState } from '../logic/keyForm';
import { LivePreview } from './LivePreview';
import { Snippet } from './Snippet';
import base from './Bot.module.css';
import styles from './Embed.module.css';

interface Props {
  keys: readonly BotKey[];
  look: BotLook;
}

/** How to reach the bot by one of its keys: links, the script, an iframe, and a live preview. */
export function EmbedPanel({ keys, look }: Props) {
  const { t } = useTranslation('bot');
  const usable = keys.filter((key) => keyState(key) !== 'revoked');
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
          <Alert
            type={chosen.allowedOrigins.length ? 'info' : 'warning'}
            content={
              chosen.allowedOrigins.length
                ? t('embed.originsSome', { origins: chosen.allowedOrigins.join(', ') })
                : t('embed.originsNone')
            }
            data-testid="origins-reminder"
          />
          <Snippet
            label={t('embed.directLink')}
            text={code.directLink}
            extra={openLink(code.directLink)}
          />
          <Snippet label={t('embed.shortLink')} text={code.shortLink} />
          <Snippet label={t('embed.script')} hint={t('embed.scriptHint')} text={code.script} />
          <Snippet label={t('embed.iframe')} hint={t('embed.iframeHint')} text={code.iframe} />
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
