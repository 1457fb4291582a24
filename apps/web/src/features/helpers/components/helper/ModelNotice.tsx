import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import type { HelperModelStatus } from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';

/** Says who answers when the helper's own model cannot: the team's default, or no model at all. */
export function ModelNotice({
  status,
  manageable,
}: {
  status: HelperModelStatus | undefined;
  manageable: boolean;
}) {
  const { t } = useTranslation('helpers');
  if (status === 'missing')
    return (
      <Alert
        type="warning"
        data-testid="model-notice"
        content={t(manageable ? 'helper.modelMissingManage' : 'helper.modelMissing')}
      />
    );
  if (status === 'offline')
    return <Alert type="info" data-testid="model-notice" content={t('helper.modelOffline')} />;
  return null;
}
