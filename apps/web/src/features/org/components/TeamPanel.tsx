import { Suspense, useEffect, useState } from 'react';
import { Card, Empty, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { useTranslation } from 'react-i18next';
import { statusOf } from '@/lib/api-error';
import { teamTabs } from '@/lib/slots';
import { useOrg } from '../api/getOrg';
import { DangerZone } from './DangerZone';
import { InvitesTab } from './InvitesTab';
import { MembersTab } from './MembersTab';
import { OrgAvatar } from './OrgAvatar';
import { OverviewTab } from './OverviewTab';
import { PersonalPanel } from './PersonalPanel';
import { RoleTag } from './RoleTag';
import styles from './TeamPanel.module.css';

interface Props {
  orgId: string;
  myUserId: string;
  /** My access to this org ended (404): the page falls back to the list. */
  onGone: (orgId: string) => void;
  /** I left or deleted the team. */
  onClosed: (orgId: string) => void;
}

/** One organisation: a team's tabs, or the personal space's explanation. */
export function TeamPanel({ orgId, myUserId, onGone, onClosed }: Props) {
  const { t } = useTranslation('org');
  const { t: title } = useTranslation(['translation', 'nav']);
  const org = useOrg(orgId);
  const [tab, setTab] = useState('overview');
  const gone = statusOf(org.error) === 404;

  useEffect(() => {
    if (gone) onGone(orgId);
  }, [gone, onGone, orgId]);

  if (org.isPending)
    return (
      <Card className={styles.card}>
        <Spin className={styles.spin} />
      </Card>
    );
  if (!org.data)
    return (
      <Card className={styles.card}>
        <Empty description={t(gone ? 'org.gone' : 'org.loadError')} />
      </Card>
    );

  const team = org.data;
  return (
    <Card className={styles.card}>
      <header className={styles.header}>
        <OrgAvatar org={team} size={48} />
        <div>
          <h2 className={styles.title}>{team.name}</h2>
          <div className={styles.meta}>
            <RoleTag role={team.role} />
            {team.kind === 'team' ? t('org.memberCount', { count: team.memberCount }) : null}
          </div>
        </div>
      </header>
      {team.kind === 'personal' ? (
        <PersonalPanel />
      ) : (
        <Tabs activeTab={tab} onChange={setTab} lazyload destroyOnHide>
          <Tabs.TabPane key="overview" title={t('org.tabs.overview')}>
            <OverviewTab org={team} />
          </Tabs.TabPane>
          <Tabs.TabPane key="members" title={t('org.tabs.members')}>
            <MembersTab
              org={team}
              myUserId={myUserId}
              onGone={onGone}
              onLeft={() => onClosed(orgId)}
            />
          </Tabs.TabPane>
          <Tabs.TabPane key="invites" title={t('org.tabs.invites')}>
            <InvitesTab org={team} />
          </Tabs.TabPane>
          {teamTabs(team.role).map(({ id, titleKey, Component }) => (
            <Tabs.TabPane key={id} title={title(titleKey)}>
              <Suspense fallback={<Spin className={styles.spin} />}>
                <Component orgId={team.id} teamCode={team.code} role={team.role} />
              </Suspense>
            </Tabs.TabPane>
          ))}
          <Tabs.TabPane key="danger" title={t('org.tabs.danger')}>
            <DangerZone org={team} onDeleted={() => onClosed(orgId)} />
          </Tabs.TabPane>
        </Tabs>
      )}
    </Card>
  );
}
