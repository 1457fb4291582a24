import { Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { PageSpin } from '@/components/PageSpin';
import { errorMessage, statusOf } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useSessionStore } from '@/lib/session';
import { useBotHelper } from '../api/botHelper';
import { useBotSettings } from '../api/botSettings';
import { BotSettingsEditor } from '../components/BotSettingsEditor';

/** `/setting/helpers/:id/bot`: a customer-service helper as a bot on websites. */
export function BotSettingsPage() {
  const { t } = useTranslation('bot');
  const { id = '' } = useParams();
  const orgId = useSessionStore((s) => s.user?.orgId ?? '');
  const botRef = { orgId, helperId: id };
  const helper = useBotHelper(botRef);
  const isBot = helper.data?.kind === 'service';
  const settings = useBotSettings(botRef, isBot);

  if (helper.isPending) return <PageSpin />;
  if (!helper.data) {
    if (statusOf(helper.error) === 404)
      return (
        <Empty
          description={
            <>
              {t('page.notFound')} <Link to={paths.personal}>{t('page.toList')}</Link>
            </>
          }
        />
      );
    return (
      <LoadFailed
        message={`${t('page.loadFailed')}: ${errorMessage(helper.error)}`}
        onRetry={() => void helper.refetch()}
      />
    );
  }
  if (!isBot)
    return (
      <Empty
        description={
          <>
            {t('page.notService')}{' '}
            <Link to={paths.helperEdit(helper.data.id)}>{t('page.toEditor')}</Link>
          </>
        }
      />
    );
  if (settings.isPending) return <PageSpin />;
  if (!settings.data)
    return (
      <LoadFailed
        message={`${t('page.loadFailed')}: ${errorMessage(settings.error)}`}
        onRetry={() => void settings.refetch()}
      />
    );
  return (
    <BotSettingsEditor
      key={`${orgId}-${id}`}
      botRef={botRef}
      helper={helper.data}
      saved={settings.data}
    />
  );
}
