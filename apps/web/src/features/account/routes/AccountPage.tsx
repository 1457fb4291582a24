import { Suspense } from 'react';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { accountSections } from '@/lib/slots';
import { DeleteAccountCard } from '../components/DeleteAccountCard';
import { DevicesCard } from '../components/DevicesCard';
import { PhoneCard } from '../components/PhoneCard';
import { ProfileCard } from '../components/ProfileCard';
import styles from './AccountPage.module.css';

/** `/setting/account`: profile, phone, devices, what other features add, deleting the account. */
export function AccountPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className={styles.page}>
      <div className={styles.wide}>
        <ProfileCard user={user} />
      </div>
      <PhoneCard user={user} />
      <DevicesCard />
      {accountSections().map(({ id, Component }) => (
        <Suspense key={id} fallback={null}>
          <Component user={user} />
        </Suspense>
      ))}
      <div className={styles.wide}>
        <DeleteAccountCard />
      </div>
    </div>
  );
}
