import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@miaoyu/contracts/user';
import { formatDateTime } from '@/lib/datetime';
import { Panel } from '@/components/Panel';
import { maskPhone } from '../utils/maskPhone';
import { AvatarUpload } from './AvatarUpload';
import { NicknameForm } from './NicknameForm';
import styles from './Profile.module.css';

/** Avatar, nickname and the facts of the account. */
export function ProfileCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  return (
    <Panel title={t('account.profile.title')}>
      <div className={styles.layout}>
        <AvatarUpload user={user} />
        <div className={styles.fields}>
          <NicknameForm key={user.nickname} user={user} />
          <dl className={styles.facts}>
            <dt>{t('account.profile.phone')}</dt>
            <dd data-testid="account-phone">
              {user.phone ? maskPhone(user.phone) : t('account.profile.noPhone')}
            </dd>
            <dt>{t('account.profile.userId')}</dt>
            <dd>{user.id}</dd>
            <dt>{t('account.profile.org')}</dt>
            <dd>{user.orgName}</dd>
            <dt>{t('account.profile.createdAt')}</dt>
            <dd>{formatDateTime(user.createAt, { dateOnly: true })}</dd>
          </dl>
        </div>
      </div>
    </Panel>
  );
}
