import { Button, Dropdown, Menu, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import {
  IconCustomerService,
  IconDelete,
  IconHistory,
  IconLeft,
  IconMore,
  IconSave,
  IconSafe,
} from '@arco-design/web-react/icon';
import type { Helper } from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import styles from './Editor.module.css';

export type HeaderAction = 'versions' | 'keys' | 'bot' | 'delete';

interface Props {
  name: string;
  /** The saved helper; null while a new one has not been saved. */
  saved: Helper | null;
  dirty: boolean;
  saving: boolean;
  /** Phones: the secondary actions fold into a menu. */
  narrow: boolean;
  onBack: () => void;
  onSave: () => void;
  onAction: (action: HeaderAction) => void;
}

/** Back, the helper's name, whether everything is saved, and what can be done with it. */
export function EditorHeader({
  name,
  saved,
  dirty,
  saving,
  narrow,
  onBack,
  onSave,
  onAction,
}: Props) {
  const { t } = useTranslation('helpers');
  const manageable = saved?.manageable ?? true;
  const actions: { key: HeaderAction; label: string; icon: React.ReactNode }[] =
    saved && manageable
      ? [
          { key: 'versions', label: t('editor.header.versions'), icon: <IconHistory /> },
          { key: 'keys', label: t('editor.header.keys'), icon: <IconSafe /> },
          // A customer-service helper's look, keys and embed code live on a page of their own.
          ...(saved.kind === 'service'
            ? [
                {
                  key: 'bot' as const,
                  label: t('editor.header.bot'),
                  icon: <IconCustomerService />,
                },
              ]
            : []),
          { key: 'delete', label: t('editor.header.delete'), icon: <IconDelete /> },
        ]
      : [];

  const status = !saved ? (
    <Tag color="gray">{t('editor.header.notSaved')}</Tag>
  ) : dirty ? (
    <Tag color="orangered">{t('editor.header.unsaved')}</Tag>
  ) : (
    <Tag color="green">{t('editor.header.saved', { version: saved.version })}</Tag>
  );

  return (
    <header className={styles.header}>
      <Button
        type="text"
        icon={<IconLeft />}
        aria-label={t('editor.header.back')}
        onClick={onBack}
      />
      <div className={styles.heading}>
        <h1 className={styles.name}>{name || t('editor.untitled')}</h1>
        <span className={styles.status} data-testid="editor-status">
          {status}
        </span>
      </div>
      <div className={styles.headerActions}>
        {narrow || actions.length === 0
          ? null
          : actions.map((action) => (
              <Button
                key={action.key}
                icon={action.icon}
                status={action.key === 'delete' ? 'danger' : undefined}
                onClick={() => onAction(action.key)}
              >
                {action.label}
              </Button>
            ))}
        {manageable ? (
          <Button
            type="primary"
            icon={<IconSave />}
            loading={saving}
            disabled={Boolean(saved) && !dirty}
            onClick={onSave}
          >
            {t('editor.header.save')}
          </Button>
        ) : null}
        {narrow && actions.length > 0 ? (
          <Dropdown
            trigger="click"
            position="br"
            droplist={
              <Menu onClickMenuItem={(key) => onAction(key as HeaderAction)}>
                {actions.map((action) => (
                  <Menu.Item key={action.key}>
                    {action.icon} {action.label}
                  </Menu.Item>
                ))}
              </Menu>
            }
          >
            <Button icon={<IconMore />} aria-label={t('editor.header.more')} />
          </Dropdown>
        ) : null}
      </div>
    </header>
  );
}
