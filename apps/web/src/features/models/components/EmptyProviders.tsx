import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { IconPlus, IconRobot } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import styles from './Models.module.css';

interface Props {
  canManage: boolean;
  onAdd: () => void;
}

/** No provider yet: what happens meanwhile (the offline answerer), and the way to add one. */
export function EmptyProviders({ canManage, onAdd }: Props) {
  const { t } = useTranslation('models');
  return (
    <div className={styles.empty} data-testid="providers-empty">
      <IconRobot className={styles.emptyIcon} />
      <h3 className={styles.emptyTitle}>{t('models.empty.title')}</h3>
      <p className={styles.emptyText}>{t('models.empty.text')}</p>
      {canManage ? (
        <Button type="primary" icon={<IconPlus />} onClick={onAdd}>
          {t('models.add')}
        </Button>
      ) : null}
    </div>
  );
}
