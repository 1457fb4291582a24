import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { useTranslation } from 'react-i18next';
import {
  createPlanSchema,
  PLAN_LIMIT_KEYS,
  type CreatePlanInput,
  type Plan,
  type PlanLimits,
} from '@miaoyu/contracts/billing';
import { schemaErrors } from '@/lib/form';
import { placeServerError } from '@/lib/form-errors';
import { useSavePlan } from '../api/billing';
import { fenOf } from '../format';
import styles from './Billing.module.css';

/** The form's values: prices in yuan, as people type them; an empty limit is none. */
interface Values {
  name: string;
  description: string;
  priceMonthFen?: number;
  priceYearFen?: number;
  pointsPerMonth?: number;
  sort?: number;
  active: boolean;
  limits: Partial<Record<keyof PlanLimits, number | undefined>>;
}

const FIELDS = ['name', 'description', 'priceMonthFen', 'priceYearFen', 'pointsPerMonth', 'sort'];

function valuesOf(plan: Plan | null): Values {
  if (!plan) return { name: '', description: '', active: true, sort: 0, limits: {} };
  return {
    name: plan.name,
    description: plan.description,
    priceMonthFen: plan.priceMonthFen / 100,
    priceYearFen: plan.priceYearFen / 100,
    pointsPerMonth: plan.pointsPerMonth,
    sort: plan.sort,
    active: plan.active,
    limits: Object.fromEntries(PLAN_LIMIT_KEYS.map((k) => [k, plan.limits[k] ?? undefined])),
  };
}

function bodyOf(values: Values): CreatePlanInput {
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    priceMonthFen: fenOf(values.priceMonthFen),
    priceYearFen: fenOf(values.priceYearFen),
    pointsPerMonth: values.pointsPerMonth ?? NaN,
    sort: values.sort ?? 0,
    active: values.active,
    limits: Object.fromEntries(
      PLAN_LIMIT_KEYS.map((k) => [k, values.limits?.[k] ?? null]),
    ) as PlanLimits,
  };
}

interface Props {
  /** The plan to change; null makes a new one. */
  plan: Plan | null;
  visible: boolean;
  onClose: () => void;
}

/**
 * A platform admin defines or changes a plan; checked with the contract before it is sent. Its
 * opener gives each opening a new `key`, so the form starts from the plan every time.
 */
export function PlanForm({ plan, visible, onClose }: Props) {
  const { t } = useTranslation('billing');
  const [form] = Form.useForm<Values>();
  const save = useSavePlan();
  const [failure, setFailure] = useState<string>();

  // An empty number is NaN to the contract: say what to type instead of zod's words.
  const numberMessage = (field: string) =>
    field.endsWith('Fen')
      ? t('admin.amount')
      : field === 'pointsPerMonth'
        ? t('admin.wholeNumber')
        : undefined;

  const submit = async () => {
    const body = bodyOf(form.getFieldsValue() as Values);
    const errors = schemaErrors(createPlanSchema, body);
    if (Object.keys(errors).length) {
      form.setFields(
        Object.fromEntries(
          Object.entries(errors).map(([field, message]) => [
            field,
            { error: { message: numberMessage(field) ?? message } },
          ]),
        ),
      );
      return;
    }
    try {
      await save.mutateAsync({ planId: plan?.id, body });
      onClose();
    } catch (error) {
      const placed = placeServerError(error, [...FIELDS, 'limits']);
      form.setFields(
        Object.fromEntries(
          Object.entries(placed.fields).map(([f, message]) => [f, { error: { message } }]),
        ),
      );
      setFailure(placed.message);
    }
  };

  return (
    <Modal
      title={plan ? `${t('admin.edit')} · ${plan.name}` : t('admin.create')}
      visible={visible}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('admin.save')}
      confirmLoading={save.isPending}
      style={{ width: 'min(720px, calc(100vw - 24px))' }}
      unmountOnExit
    >
      {failure ? <Alert type="error" content={failure} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" autoComplete="off" initialValues={valuesOf(plan)}>
        <Form.Item label={t('admin.name')} field="name" required>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item label={t('admin.description')} field="description">
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
        <div className={styles.formRow}>
          <Form.Item label={t('admin.priceMonth')} field="priceMonthFen" required>
            <InputNumber min={0} precision={2} disabled={plan?.free} />
          </Form.Item>
          <Form.Item label={t('admin.priceYear')} field="priceYearFen" required>
            <InputNumber min={0} precision={2} disabled={plan?.free} />
          </Form.Item>
          <Form.Item label={t('admin.pointsPerMonth')} field="pointsPerMonth" required>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        </div>
        <Form.Item label={t('admin.limits')}>
          <div className={styles.limitsForm}>
            {PLAN_LIMIT_KEYS.map((key) => (
              <Form.Item key={key} label={t(`admin.limitNames.${key}`)} field={`limits.${key}`}>
                <InputNumber min={0} precision={0} placeholder={t('usage.unlimited')} />
              </Form.Item>
            ))}
          </div>
        </Form.Item>
        <div className={styles.formRow}>
          <Form.Item label={t('admin.sort')} field="sort">
            <InputNumber min={0} max={1000} precision={0} />
          </Form.Item>
          <Form.Item label={t('admin.active')} field="active" triggerPropName="checked">
            <Switch disabled={plan?.free} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
