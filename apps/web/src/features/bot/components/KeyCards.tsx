import { useTranslation } from 'react-i18next';
import type { BotRef } from '../api/keys';
import {
  KeyActions,
  KeyHolderCell,
  KeyOrigins,
  KeyStateTag,
  useKeyTexts,
  type KeyListProps,
} from './KeyParts';
import styles from './Keys.module.css';

/** The bot's keys as cards (phones), with the table's columns as labelled lines. */
export function KeyCards({ keys, botRef, ...actions }: KeyListProps & { botRef: BotRef }) {
  const { t } = useTranslation('bot');
  const texts = useKeyTexts();
  return (
    <ul className={styles.cards}>
      {keys.map((key) => (
        <li
          key={key.id}
          className={`${styles.card} ${key.revokedAt ? styles.revokedCard : ''}`}
          data-testid="bot-key-card"
        >
          <div className={styles.cardHead}>
            <span className={styles.cardName}>{key.name}</span>
            <KeyStateTag botKey={key} />
          </div>
          <code className={styles.keyText}>{key.key}</code>
          <dl className={styles.cardFacts}>
            <dt>{t('keys.columns.origins')}</dt>
            <dd>
              <KeyOrigins botKey={key} />
            </dd>
            <dt>{t('keys.columns.expiresAt')}</dt>
            <dd>{texts.expiresAt(key)}</dd>
            <dt>{t('keys.columns.limits')}</dt>
            <dd>{texts.limits(key)}</dd>
            <dt>{t('keys.columns.lastUsed')}</dt>
            <dd>{texts.lastUsed(key)}</dd>
            <dt>{t('keys.columns.conversations')}</dt>
            <dd>{key.conversations}</dd>
          </dl>
          <KeyHolderCell botKey={key} botRef={botRef} canPublish={actions.canPublish} />
          <KeyActions botKey={key} {...actions} />
        </li>
      ))}
    </ul>
  );
}
