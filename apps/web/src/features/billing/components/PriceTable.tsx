import {
  Button,
  Form,
  Input,
  InputNumber,
  Message,
  Popconfirm,
  Table,
} from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PRICE_MODEL,
  pointPriceInputSchema,
  type PointPrice,
  type PointPriceInput,
} from '@miaoyu/contracts/billing';
import { schemaErrors } from '@/lib/form';
import { placeServerError } from '@/lib/form-errors';
import { useSavePrice } from '../api/billing';
import { pointsText } from '../format';
import styles from './Billing.module.css';

const FIELDS = ['model', 'inputPerMillion', 'outputPerMillion', 'cachedPerMillion'] as const;

/** The price table: a model's tokens in points per million; a row is set by its model's name. */
export function PriceTable({ prices }: { prices: readonly PointPrice[] }) {
  const { t, i18n } = useTranslation('billing');
  const [form] = Form.useForm<PointPriceInput>();
  const save = useSavePrice();
  const number = (value: number) => pointsText(value, i18n.language);

  const submit = async () => {
    const body = form.getFieldsValue() as PointPriceInput;
    const errors = schemaErrors(pointPriceInputSchema, { ...body, model: body.model ?? '' });
    const fail = (fields: Record<string, string>) =>
      form.setFields(
        Object.fromEntries(
          Object.entries(fields).map(([f, message]) => [f, { error: { message } }]),
        ),
      );
    // An empty number is NaN to the contract: say what to type instead of zod's words.
    for (const field of Object.keys(errors))
      if (field.endsWith('PerMillion')) errors[field] = t('admin.wholeNumber');
    if (Object.keys(errors).length) return fail(errors);
    try {
      await save.mutateAsync({ set: pointPriceInputSchema.parse(body) });
      Message.success(t('prices.saved', { model: body.model }));
      form.resetFields();
    } catch (error) {
      const placed = placeServerError(error, FIELDS);
      fail(placed.message ? { model: placed.message } : placed.fields);
    }
  };

  const columns = [
    {
      title: t('prices.model'),
      dataIndex: 'model',
      render: (model: string) => (model === DEFAULT_PRICE_MODEL ? t('prices.default') : model),
    },
    { title: t('prices.input'), dataIndex: 'inputPerMillion', render: number },
    { title: t('prices.output'), dataIndex: 'outputPerMillion', render: number },
    { title: t('prices.cached'), dataIndex: 'cachedPerMillion', render: number },
    {
      title: t('admin.actions'),
      dataIndex: 'id',
      width: 160,
      render: (_: unknown, price: PointPrice) => (
        <>
          <Button type="text" size="small" onClick={() => form.setFieldsValue(price)}>
            {t('admin.edit')}
          </Button>
          {price.model === DEFAULT_PRICE_MODEL ? null : (
            <Popconfirm
              title={t('prices.removeTitle', { model: price.model })}
              onOk={() => save.mutateAsync({ remove: price.id })}
            >
              <Button type="text" size="small" status="danger">
                {t('prices.remove')}
              </Button>
            </Popconfirm>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <Form form={form} layout="vertical" autoComplete="off" className={styles.priceForm}>
        <Form.Item label={t('prices.model')} field="model" extra={t('prices.modelHint')}>
          <Input placeholder="deepseek-chat" maxLength={200} />
        </Form.Item>
        {(['inputPerMillion', 'outputPerMillion', 'cachedPerMillion'] as const).map((field) => (
          <Form.Item key={field} label={t(`prices.${field}`)} field={field}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
        ))}
        <Form.Item label=" ">
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('prices.save')}
          </Button>
        </Form.Item>
      </Form>
      <Table
        rowKey="id"
        columns={columns}
        data={[...prices]}
        pagination={false}
        scroll={{ x: 700 }}
      />
    </>
  );
}
