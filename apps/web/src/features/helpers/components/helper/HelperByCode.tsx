import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { IconQuestionCircle } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { useHelperProfile } from '../../api/helperProfile';
import { useHelperAccess } from '../../hooks/useHelperAccess';
import { isNotFound } from '../../logic/errors';
import { helperLinks } from '../../logic/links';
import { EmptyState } from '../list/EmptyState';
import { HelperProfile } from './HelperProfile';

/** `/setting/s/:code`: a helper's page by its public code, signed in or not. */
export function HelperByCode() {
  const { t } = useTranslation('helpers');
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const { orgId } = useHelperAccess();
  const profile = useHelperProfile(code, orgId || null);

  if (profile.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
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
  return <HelperProfile helper={profile.data} />;
}
