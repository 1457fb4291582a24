import { Progress, Tag, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import type { DatasetDocument, DocumentStatus as Status } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { failureKey } from '../../logic/failures';
import { isBusy } from '../../logic/polling';
import styles from './Documents.module.css';

const COLORS: Record<Status, string> = {
  queued: 'gray',
  parsing: 'arcoblue',
  indexing: 'arcoblue',
  done: 'green',
  failed: 'red',
};

/**
 * Where the server is with a document: a coloured tag, a bar while it works, and for a failure
 * the reason in the reader's language with the parser's own words on hover.
 */
export function DocumentStatus({ document }: { document: DatasetDocument }) {
  const { t } = useTranslation('knowledge');
  const reason = document.failure ? t(failureKey(document.failure)) : null;
  return (
    <div className={styles.status}>
      <span>
        <Tag size="small" color={COLORS[document.status]}>
          {t(`status.${document.status}`)}
        </Tag>
      </span>
      {isBusy(document.status) ? (
        <Progress size="small" percent={document.progress} width={96} aria-hidden />
      ) : null}
      {document.status === 'failed' && reason ? (
        document.failureDetail ? (
          <Tooltip content={document.failureDetail}>
            <span className={styles.failure} tabIndex={0}>
              {reason}
            </span>
          </Tooltip>
        ) : (
          <span className={styles.failure}>{reason}</span>
        )
      ) : null}
    </div>
  );
}
