import { Button, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconLeft, IconSave } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import styles from './Bot.module.css';

interface Props {
  name: string;
  dirty: boolean;
  saving: boolean;
  onBack: () => void;
  onSave: () => void;
}

/** Back, which bot this is, whether its settings are saved, and the save button. */
export function PageHeader({ name, dirty, saving, onBack, onSave }: Props) {
  const { t } = useTranslation(['bot', 'nav']);
  return (
    <header className={styles.header}>
      <Button type="text" icon={<IconLeft />} aria-label={t('page.back')} onClick={onBack} />
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('nav:bot.settings')}</h1>
        <span data-testid="bot-settings-status">
          {dirty ? (
            <Tag color="orangered">{t('page.unsaved')}</Tag>
          ) : (
            <Tag color="green">{t('page.saved')}</Tag>
          )}
        </span>
      </div>
      <p className={styles.intro}>{t('page.intro', { name })}</p>
      <Button
        type="primary"
        icon={<IconSave />}
        loading={saving}
        disabled={!dirty}
        onClick={onSave}
        className={styles.saveButton}
      >
        {t('page.save')}
      </Button>
    </header>
  );
}
