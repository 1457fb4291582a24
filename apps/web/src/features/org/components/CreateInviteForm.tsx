import { useState } from 'react';
import { Button, Form, Input, Message, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { PHONE_MAX_LENGTH } from '@miaoyu/contracts/constants';
import type { Invite } from '@miaoyu/contracts/orgs';
import type { OrgRole } from '@miaoyu/contracts/permissions';
import { phoneSchema } from '@miaoyu/contracts/phone';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import { useCreateInvite } from '../api/invites';
import { grantableRoles } from '../logic/roles';
import { NewInvite } from './NewInvite';
import styles from './TeamPanel.module.css';

const EXPIRY_HOURS = [24, 72, 168, 720] as const;
const MAX_USES = [1, 5, 20, 100, 0] as const; // 0: unlimited

/** The phone is optional: checked only when given. */
const optionalPhoneRule = zodRule(phoneSchema, { optional: true });

interface Values {
  role: 'admin' | 'member';
  expiresInHours: number;
  maxUses: number;
  phone?: string;
}

/** Creates an invite link (optionally for one phone number) and shows it to copy, read or scan. */
export function CreateInviteForm({ orgId, myRole }: { orgId: string; myRole: OrgRole }) {
  const { t } = useTranslation('org');
  const [form] = Form.useForm<Values>();
  const create = useCreateInvite(orgId);
  const [created, setCreated] = useState<Invite>();
  const [error, setError] = useState<string>();
  const roles = grantableRoles(myRole);

  const submit = async (values: Values) => {
    setError(undefined);
    try {
      const phone = values.phone?.trim();
      const invite = await create.mutateAsync({
        role: values.role,
        expiresInHours: values.expiresInHours,
        maxUses: values.maxUses === 0 ? null : values.maxUses,
        ...(phone ? { phone } : {}),
      });
      setCreated(invite);
      Message.success(t('org.invites.created'));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const uses = (count: number) =>
    count === 0 ? t('org.invites.unlimited') : t('org.invites.uses', { count });
  const expiry = (hours: number) =>
    hours < 72
      ? t('org.invites.hours', { count: hours })
      : t('org.invites.days', { count: hours / 24 });

  return (
    <div className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('org.invites.createTitle')}</h3>
      <Form
        form={form}
        layout="vertical"
        className={styles.inviteForm}
        initialValues={{ role: 'member', expiresInHours: 168, maxUses: 1 }}
        onSubmit={(values: Values) => void submit(values)}
        onValuesChange={() => setError(undefined)}
      >
        <Form.Item label={t('org.invites.role')} field="role">
          <Select options={roles.map((role) => ({ value: role, label: t(`org.roles.${role}`) }))} />
        </Form.Item>
        <Form.Item label={t('org.invites.expiry')} field="expiresInHours">
          <Select options={EXPIRY_HOURS.map((hours) => ({ value: hours, label: expiry(hours) }))} />
        </Form.Item>
        <Form.Item label={t('org.invites.maxUses')} field="maxUses">
          <Select options={MAX_USES.map((count) => ({ value: count, label: uses(count) }))} />
        </Form.Item>
        <Form.Item
          label={t('org.invites.phone')}
          field="phone"
          rules={[optionalPhoneRule]}
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input
            maxLength={PHONE_MAX_LENGTH}
            placeholder={t('org.invites.phonePlaceholder')}
            allowClear
          />
        </Form.Item>
        <Form.Item label=" " className={styles.submitItem}>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('org.invites.create')}
          </Button>
        </Form.Item>
      </Form>
      {created ? <NewInvite invite={created} /> : null}
    </div>
  );
}
