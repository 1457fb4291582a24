import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconBook, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import styles from './List.module.css';

interface Props {
  canManage: boolean;
  onCreate: () => void;
}

/** No knowledge base yet: what one is, how chats and helpers use it, and the way to make one. */
export function EmptyDatasets({ canManage, onCreate }: Props) {
  const { t } = useTranslation('knowledge');
  return (
    <div className={styles.empty} data-testid="datasets-empty">
      <IconBook className={styles.emptyIcon} />
      <h3 className={styles.emptyTitle}>{t('empty.title')}</h3>
      <p className={styles.emptyText}>{t('empty.what')}</p>
      <p className={styles.emptyText}>{t('empty.how')}</p>
      {canManage ? (
        <Button type="primary" icon={<IconPlus />} onClick={onCreate}>
          {t('list.create')}
        </Button>
      ) : (
        <p className={styles.emptyText}>{t('empty.member')}</p>
      )}
    </div>
  );
}
