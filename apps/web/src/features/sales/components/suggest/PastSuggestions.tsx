import { Collapse, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Collapse/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconCheck } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { plainText } from '@miaoyu/contracts/plain-text';
import type { SaleSuggestion } from '@miaoyu/contracts/sales';
import { formatDateTime } from '@/lib/datetime';
import styles from './suggest.module.css';

/**
 * Earlier suggestions, folded away, with the one that was sent marked (and its text as sent); a
 * reply sent by hand, without a suggestion, shows what was sent.
 */
export function PastSuggestions({ suggestions }: { suggestions: readonly SaleSuggestion[] }) {
  const { t } = useTranslation('sales');
  if (!suggestions.length) return null;
  return (
    <Collapse bordered={false} className={styles.past}>
      <Collapse.Item name="past" header={t('suggest.past', { count: suggestions.length })}>
        {suggestions.map((suggestion) => (
          <section key={suggestion.id} className={styles.pastItem}>
            <time className={styles.note} dateTime={suggestion.createdAt}>
              {formatDateTime(suggestion.createdAt)}
            </time>
            {suggestion.replies.length === 0 ? (
              // Sent by hand (no suggestion behind it): only what was sent.
              <p className={styles.pastManual} data-sent="true">
                <IconCheck className={styles.pastManualIcon} />
                <span className={styles.pastText}>
                  {t('suggest.manualSent', { text: suggestion.sentText ?? '' })}
                </span>
              </p>
            ) : (
              <ul>
                {suggestion.replies.map((reply, index) => (
                  <li key={reply.tone} data-sent={suggestion.sentIndex === index || undefined}>
                    <Tag size="small">{t(`suggest.tone.${reply.tone}`)}</Tag>
                    {suggestion.sentIndex === index ? (
                      <Tag size="small" color="green" icon={<IconCheck />}>
                        {t('suggest.pastSent')}
                      </Tag>
                    ) : null}
                    <span className={styles.pastText}>
                      {suggestion.sentIndex === index && suggestion.sentText
                        ? suggestion.sentText
                        : plainText(reply.text)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Collapse.Item>
    </Collapse>
  );
}
