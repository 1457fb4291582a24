import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconBook, IconPlus } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/page/EmptyState';
import styles from './List.module.css';

interface Props {
  canManage: boolean;
  onCreate: () => void;
}

/** No knowledge base yet: what one is, how chats and helpers use it, and the way to make one. */
export function EmptyDatasets({ canManage, onCreate }: Props) {
  const { t } = useTranslation('knowledge');
  return (
    <EmptyState
      icon={IconBook}
      title={t('empty.title')}
      text={[t('empty.what'), t('empty.how'), ...(canManage ? [] : [t('empty.member')])]}
      action={
        canManage ? (
          <Button type="primary" icon={<IconPlus />} onClick={onCreate}>
            {t('list.create')}
          </Button>
        ) : null
      }
      className={styles.empty}
      textClassName={styles.emptyText}
      testId="datasets-empty"
    />
  );
}
