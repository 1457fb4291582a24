import { useState } from 'react';
import { Alert, Input, Message, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { Org } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { useDeleteOrg, useDeletionImpact } from '../api/deleteOrg';

interface Props {
  org: Org;
  visible: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** States what goes with the team, then deletes it once its name is typed. */
export function DeleteTeamModal({ org, visible, onClose, onDeleted }: Props) {
  const { t } = useTranslation('org');
  const impact = useDeletionImpact(org.id, visible);
  const remove = useDeleteOrg();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setError(undefined);
    try {
      await remove.mutateAsync({ orgId: org.id, confirmName: typed });
      Message.success(t('org.danger.deleted', { name: org.name }));
      onDeleted();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      title={t('org.danger.deleteTitle')}
      visible={visible}
      okText={t('org.danger.confirm')}
      okButtonProps={{ status: 'danger', disabled: typed !== org.name || !impact.data }}
      confirmLoading={remove.isPending}
      onOk={() => void confirm()}
      onCancel={onClose}
      afterClose={() => setTyped('')}
      unmountOnExit
    >
      {impact.data ? <Alert type="warning" content={t('org.danger.impact', impact.data)} /> : null}
      {impact.isError ? <Alert type="error" content={errorMessage(impact.error)} /> : null}
      {impact.isPending ? <Spin /> : null}
      <p>{t('org.danger.typeName', { name: org.name })}</p>
      <Input
        value={typed}
        onChange={setTyped}
        aria-label={t('org.danger.typeName', { name: org.name })}
        status={error ? 'error' : undefined}
      />
      {error ? (
        <div role="alert" style={{ color: 'rgb(var(--danger-6))', marginTop: 4 }}>
          {error}
        </div>
      ) : null}
    </Modal>
  );
}
