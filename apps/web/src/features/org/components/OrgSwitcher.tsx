import { Message, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconCheck, IconSwap } from '@arco-design/web-react/icon';
import type { Org } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { useOrgs } from '../api/listOrgs';
import { useSwitchOrg } from '../api/switchOrg';
import { OrgAvatar } from './OrgAvatar';
import styles from './OrgSwitcher.module.css';

interface Props {
  currentOrgId: string | undefined;
  /** Called once a switch succeeded (e.g. to close the menu). */
  onSwitched?: (org: Org) => void;
}

/** My organisations in the avatar menu; choosing one makes it current for every page. */
export function OrgSwitcher({ currentOrgId, onSwitched }: Props) {
  const { t } = useTranslation('nav');
  const orgs = useOrgs();
  const switcher = useSwitchOrg();

  const choose = (org: Org) => {
    if (org.id === currentOrgId || switcher.isPending) return;
    switcher.mutate(org.id, {
      onSuccess: () => {
        Message.success(t('org.switched', { name: org.name }));
        onSwitched?.(org);
      },
    });
  };

  return (
    <div className={styles.switcher} role="group" aria-label={t('org.switcher.title')}>
      <div className={styles.caption}>
        <IconSwap />
        {t('org.switcher.title')}
      </div>
      {orgs.isPending ? <div className={styles.note}>{t('org.switcher.loading')}</div> : null}
      {orgs.isError ? <div className={styles.note}>{t('org.switcher.failed')}</div> : null}
      {orgs.data?.map((org) => {
        const current = org.id === currentOrgId;
        const busy = switcher.isPending && switcher.variables === org.id;
        return (
          <button
            key={org.id}
            type="button"
            className={styles.org}
            aria-pressed={current}
            disabled={switcher.isPending && !busy}
            onClick={() => choose(org)}
          >
            <OrgAvatar org={org} size={20} />
            <span className={styles.name}>{org.name}</span>
            {busy ? <Spin size={12} /> : current ? <IconCheck className={styles.check} /> : null}
          </button>
        );
      })}
    </div>
  );
}
