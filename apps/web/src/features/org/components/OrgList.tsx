import { Button, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import type { Org } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { OrgAvatar } from './OrgAvatar';
import { RoleTag } from './RoleTag';
import styles from './OrgList.module.css';

interface Props {
  orgs: Org[];
  selectedId: string;
  currentId: string;
  switchingId?: string;
  onSelect: (orgId: string) => void;
  onSwitch: (org: Org) => void;
  onCreate: () => void;
}

/** My personal space and teams: pick one to manage, or make it the current organisation. */
export function OrgList({ orgs, selectedId, currentId, switchingId, ...on }: Props) {
  const { t } = useTranslation('org');
  return (
    <Panel
      title={t('org.listTitle')}
      extra={
        <Button type="primary" size="small" icon={<IconPlus />} onClick={on.onCreate}>
          {t('org.create.button')}
        </Button>
      }
    >
      <ul className={styles.list} aria-label={t('org.listTitle')}>
        {orgs.map((org) => (
          <li key={org.id} className={org.id === selectedId ? styles.selected : undefined}>
            <button
              type="button"
              className={styles.item}
              aria-current={org.id === selectedId ? 'true' : undefined}
              onClick={() => on.onSelect(org.id)}
            >
              <OrgAvatar org={org} />
              <span className={styles.text}>
                <span className={styles.name}>{org.name}</span>
                <span className={styles.meta}>
                  {org.kind === 'personal' ? (
                    <Tag size="small" color="green">
                      {t('org.personalTag')}
                    </Tag>
                  ) : (
                    <RoleTag role={org.role} />
                  )}
                  {org.kind === 'team' ? t('org.memberCount', { count: org.memberCount }) : null}
                </span>
              </span>
            </button>
            {org.id === currentId ? (
              <Tag size="small" color="arcoblue" className={styles.action}>
                {t('org.current')}
              </Tag>
            ) : (
              <Button
                size="mini"
                type="text"
                className={styles.action}
                loading={switchingId === org.id}
                onClick={() => on.onSwitch(org)}
              >
                {t('org.switchTo')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
