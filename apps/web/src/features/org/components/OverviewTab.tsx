import { useState } from 'react';
import { Alert, Button, Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { orgNameSchema, teamCodeSchema, type Org } from '@miaoyu/contracts/orgs';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/datetime';
import { zodRule } from '@/lib/form';
import { useUpdateOrg } from '../api/updateOrg';
import { teamLink } from '../logic/links';
import { canManage } from '../logic/roles';
import { CopyField } from '@/components/CopyField';
import { LogoUpload } from './LogoUpload';

type Values = { name: string; code: string };
type FieldErrors = Partial<Record<keyof Values, string>>;

/** Which field a server error belongs to: a taken code under the code, the rest under the name. */
function fieldOf(error: unknown): keyof Values {
  const body = apiErrorOf(error);
  if (body?.code === 'TEAM_CODE_TAKEN') return 'code';
  return body?.detail?.[0]?.loc.includes('code') ? 'code' : 'name';
}

/** Rename the team and set its code (owners and admins); everyone sees the team link. */
export function OverviewTab({ org }: { org: Org }) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<Values>();
  const update = useUpdateOrg();
  const [errors, setErrors] = useState<FieldErrors>({});
  const editable = canManage(org.role);

  const submit = async (values: Values) => {
    const body = { orgId: org.id, name: values.name.trim(), code: values.code.trim() };
    setErrors({});
    try {
      await update.mutateAsync(body);
      Message.success(t('org.overview.saved'));
    } catch (error) {
      setErrors({ [fieldOf(error)]: errorMessage(error) });
    }
  };

  const status = (field: keyof Values) =>
    errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {};

  return (
    <Form
      key={org.id}
      form={form}
      layout="vertical"
      disabled={!editable}
      initialValues={{ name: org.name, code: org.code }}
      onSubmit={(values: Values) => void submit(values)}
      onValuesChange={() => setErrors({})}
      style={{ maxWidth: 560 }}
    >
      {editable ? null : (
        <Alert type="info" content={t('org.overview.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <LogoUpload org={org} editable={editable} />
      <Form.Item
        label={t('org.overview.name')}
        field="name"
        rules={[zodRule(orgNameSchema)]}
        {...status('name')}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        label={t('org.overview.code')}
        field="code"
        rules={[zodRule(teamCodeSchema)]}
        extra={t('org.overview.codeHint')}
        {...status('code')}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item label={t('org.overview.link')} disabled={false}>
        <CopyField value={teamLink(org.code)} label={t('org.overview.link')} />
      </Form.Item>
      <p style={{ color: 'var(--color-text-3)', fontSize: 13 }}>
        {t('org.overview.createdAt', { date: formatDateTime(org.createdAt) })}
      </p>
      {editable ? (
        <div>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('org.overview.save')}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
