import { useCallback, useState } from 'react';
import { Message, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { Org } from '@miaoyu/contracts/orgs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { refreshSession } from '../api/currentUser';
import { orgKeys } from '../api/keys';
import { useOrgs } from '../api/listOrgs';
import { useSwitchOrg } from '../api/switchOrg';
import { CreateTeamModal } from '../components/CreateTeamModal';
import { MyInvites } from '../components/MyInvites';
import { OrgList } from '../components/OrgList';
import { TeamPanel } from '../components/TeamPanel';
import styles from './OrgPage.module.css';

/** `/setting/org`: my organisations on the left, the chosen one's management on the right. */
export function OrgPage() {
  const { t } = useTranslation(['org', 'nav']);
  const client = useQueryClient();
  const user = useCurrentUser();
  const orgs = useOrgs();
  const switcher = useSwitchOrg();
  const [chosen, setChosen] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [goneId, setGoneId] = useState<string>();

  const currentId = user?.orgId ?? '';
  const list = orgs.data ?? [];
  const personalId = list.find((org) => org.kind === 'personal')?.id ?? '';
  const usable = (id: string | undefined) => !!id && id !== goneId;
  // A team I can no longer see falls back to the current organisation, else my own space.
  const selectedId = usable(chosen) ? chosen! : usable(currentId) ? currentId : personalId;

  const select = (orgId: string) => {
    if (goneId === orgId) setGoneId(undefined);
    setChosen(orgId);
    // Every click asks the server again: access may have ended since the list was loaded.
    void client.invalidateQueries({ queryKey: orgKeys.detail(orgId) });
  };

  /** I left or deleted a team, or lost access: show another org, then reload the session. */
  const closed = useCallback(
    (orgId: string) => {
      setGoneId(orgId);
      setChosen(undefined);
      // The server moved my current organisation if it was this one; the list drops it.
      void refreshSession(client).catch(() => undefined);
    },
    [client],
  );

  const onGone = useCallback(
    (orgId: string) => {
      if (goneId === orgId) return;
      Message.warning(t('org.gone'));
      closed(orgId);
    },
    [closed, goneId, t],
  );

  const onSwitch = (org: Org) =>
    switcher.mutate(org.id, {
      onSuccess: () => {
        Message.success(t('nav:org.switched', { name: org.name }));
        setChosen(org.id);
      },
    });

  const showOrg = (org: Org) => {
    setCreating(false);
    setChosen(org.id);
  };

  if (!user || orgs.isPending) return <Spin className={styles.spin} />;
  return (
    <div className={styles.page}>
      <MyInvites onJoined={showOrg} />
      <div className={styles.grid}>
        <OrgList
          orgs={list}
          selectedId={selectedId}
          currentId={currentId}
          switchingId={switcher.isPending ? switcher.variables : undefined}
          onSelect={select}
          onSwitch={onSwitch}
          onCreate={() => setCreating(true)}
        />
        {selectedId ? (
          <TeamPanel
            key={selectedId}
            orgId={selectedId}
            myUserId={user.id}
            onGone={onGone}
            onClosed={closed}
          />
        ) : null}
      </div>
      <CreateTeamModal visible={creating} onClose={() => setCreating(false)} onCreated={showOrg} />
    </div>
  );
}
