import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconPlus, IconRobot } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/page/EmptyState';
import styles from './Models.module.css';

interface Props {
  canManage: boolean;
  onAdd: () => void;
}

/** No provider yet: what happens meanwhile (the offline answerer), and the way to add one. */
export function EmptyProviders({ canManage, onAdd }: Props) {
  const { t } = useTranslation('models');
  return (
    <EmptyState
      icon={IconRobot}
      title={t('models.empty.title')}
      text={t('models.empty.text')}
      action={
        canManage ? (
          <Button type="primary" icon={<IconPlus />} onClick={onAdd}>
            {t('models.add')}
          </Button>
        ) : null
      }
      className={styles.empty}
      textClassName={styles.emptyText}
      testId="providers-empty"
    />
  );
}
