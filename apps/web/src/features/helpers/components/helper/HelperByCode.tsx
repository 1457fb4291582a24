import { Suspense } from 'react';
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconLock, IconQuestionCircle } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { helperPageFor, HelperKindPage } from '@/lib/helper-pages';
import { useNamePage } from '@/lib/page-label';
import { useHelperProfile } from '../../api/helperProfile';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { useSignIn } from '../../hooks/useSignIn';
import { isNotFound } from '../../logic/errors';
import { helperLinks } from '../../logic/links';
import { EmptyState } from '../list/EmptyState';
import { HelperProfile } from './HelperProfile';

/**
 * `/setting/s/:code`: a helper's page by its public code, signed in or not; a kind with a page of
 * its own (a sales helper's workspace) gets that page, with the profile one tap away.
 */
export function HelperByCode() {
  const { t } = useTranslation('helpers');
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const { orgId } = useHelperAccess();
  const profile = useHelperProfile(code, orgId || null);
  const { signedIn, signInFirst } = useSignIn();
  useNamePage(profile.data?.name);

  if (profile.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  // Signed out, only public helpers are found: a team's helper may be behind the sign-in.
  if (isNotFound(profile.error) && !signedIn)
    return (
      <EmptyState
        icon={IconLock}
        title={t('helper.signInTitle')}
        text={t('helper.signInText')}
        action={
          <Button type="primary" onClick={() => void signInFirst()}>
            {t('actions.signIn')}
          </Button>
        }
      />
    );
  if (isNotFound(profile.error))
    return (
      <EmptyState
        icon={IconQuestionCircle}
        title={t('helper.notFound')}
        text={t('helper.notFoundText')}
        action={
          <Button type="primary" onClick={() => void navigate(helperLinks.square)}>
            {t('actions.browseSquare')}
          </Button>
        }
      />
    );
  if (profile.isError)
    return <LoadFailed message={t('helper.loadFailed')} onRetry={() => void profile.refetch()} />;
  const profilePage = <HelperProfile helper={profile.data} />;
  // Another feature's page for this kind (sales: the workspace) needs the signed-in profile.
  if (!profile.data.id || !helperPageFor(profile.data.kind)) return profilePage;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <HelperKindPage helper={profile.data} about={profilePage} />
    </Suspense>
  );
}
