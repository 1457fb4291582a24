import type { ReactNode } from 'react';
import {
  IconBook,
  IconPlus,
  IconRobot,
  IconSettings,
  IconUserGroup,
} from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/Panel';
import { workplaceLinks } from '../paths';
import { LinkButton } from './LinkButton';
import styles from './QuickActions.module.css';

const shortcuts: {
  key: 'helpers' | 'knowledgeBase' | 'organization' | 'settings';
  icon: ReactNode;
}[] = [
  { key: 'helpers', icon: <IconRobot /> },
  { key: 'knowledgeBase', icon: <IconBook /> },
  { key: 'organization', icon: <IconUserGroup /> },
  { key: 'settings', icon: <IconSettings /> },
];

/** Shortcuts to the main places of the studio. */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  return (
    <Panel dense title={t('workplace.quickActions.title')}>
      <LinkButton to={workplaceLinks.newChat} type="primary" long icon={<IconPlus />}>
        {t('workplace.quickActions.newChat')}
      </LinkButton>
      <nav className={styles.grid} aria-label={t('workplace.quickActions.title')}>
        {shortcuts.map(({ key, icon }) => (
          <Link key={key} to={workplaceLinks[key]} className={styles.shortcut}>
            <span className={styles.icon} aria-hidden>
              {icon}
            </span>
            <span className={styles.label}>{t(`workplace.quickActions.${key}`)}</span>
          </Link>
        ))}
      </nav>
    </Panel>
  );
}
