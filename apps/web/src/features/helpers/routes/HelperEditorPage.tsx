import { Empty } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import { helperKindSchema } from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { PageSpin } from '@/components/PageSpin';
import { statusOf } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useSessionStore } from '@/lib/session';
import { useHelper } from '../api/getHelper';
import { HelperEditor } from '../components/editor/HelperEditor';
import { choiceOf } from '../logic/templates';

/**
 * `/setting/helpers/:id/edit` edits a helper of the current org; `/setting/helpers/new?kind=`
 * makes one (chat, sale or service), saved on the first save; `&template=` or `&bot=` starts it
 * from a template of the create dialog.
 */
export function HelperEditorPage() {
  const { t } = useTranslation('helpers');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const orgId = useSessionStore((s) => s.user?.orgId ?? '');
  const helper = useHelper({ orgId, helperId: id });
  const choice = choiceOf(search.get('template'), search.get('bot'));
  const kind =
    choice.helper?.kind ?? helperKindSchema.catch('chat').parse(search.get('kind') ?? undefined);

  if (!id)
    return (
      <HelperEditor
        key={`new-${kind}-${choice.helper?.id ?? ''}-${choice.bot?.id ?? ''}`}
        orgId={orgId}
        helper={null}
        kind={kind}
        template={choice}
      />
    );
  if (helper.isPending) return <PageSpin />;
  if (!helper.data) {
    if (statusOf(helper.error) === 404)
      return (
        <Empty
          description={
            <>
              {t('editor.notFound')} <Link to={paths.personal}>{t('editor.toList')}</Link>
            </>
          }
        />
      );
    return <LoadFailed message={t('editor.loadFailed')} onRetry={() => void helper.refetch()} />;
  }
  return (
    <HelperEditor key={helper.data.id} orgId={orgId} helper={helper.data} kind={helper.data.kind} />
  );
}
