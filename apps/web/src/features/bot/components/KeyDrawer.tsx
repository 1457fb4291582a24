import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Form,
  Input,
  InputNumber,
  Message,
  Radio,
} from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import {
  BOT_KEY_NAME_MAX_CHARS,
  BOT_VISITOR_DAY_RANGE,
  BOT_VISITOR_MINUTE_RANGE,
  type BotKey,
  type CreateBotKey,
} from '@miaoyu/contracts/bot';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { formRule } from '@/lib/form';
import { placeServerError } from '@/lib/form-errors';
import { useCreateBotKey } from '../api/createBotKey';
import type { BotRef } from '../api/keys';
import { useUpdateBotKey } from '../api/updateBotKey';
import {
  fieldOrItemError,
  KEY_FIELDS,
  keyChanges,
  keyErrors,
  keyValuesOf,
  mergeKeyValues,
  newKeyValues,
} from '../logic/keyForm';
import { ExpiryField } from './ExpiryField';
import { OriginsInput } from './OriginsInput';
import base from './Bot.module.css';
import styles from './Keys.module.css';

interface Props {
  botRef: BotRef;
  /** The key to edit; null to make one. */
  editing: BotKey | null;
  onClose: () => void;
}

/** Where a new key is used: embedded on the team's sites (which the form then asks for), or only as a link. */
type KeyUse = 'site' | 'link';

/**
 * Makes a key or edits one: its name, the sites that may embed it, its expiry and limits. A new
 * key asks where it goes first, so one meant for a website is not made without the site.
 */
export function KeyDrawer({ botRef, editing, onClose }: Props) {
  const { t } = useTranslation('bot');
  const narrow = useMediaQuery('(max-width: 640px)');
  const id = useId();
  const [form] = Form.useForm<CreateBotKey>();
  const [initial] = useState(() => (editing ? keyValuesOf(editing) : newKeyValues()));
  const [problem, setProblem] = useState<string>();
  const [use, setUse] = useState<KeyUse>('site');
  const asksSites = !!editing || use === 'site';
  const create = useCreateBotKey(botRef);
  const update = useUpdateBotKey(botRef);
  const saving = create.isPending || update.isPending;

  const current = () => {
    const values = mergeKeyValues(initial, form.getFieldsValue());
    return asksSites ? values : { ...values, allowedOrigins: [] };
  };
  const rule = (field: string) => formRule(() => keyErrors(current()), field);
  const originsRule = {
    validator: (_value: unknown, callback: (message?: string) => void) =>
      callback(fieldOrItemError(keyErrors(current()), 'allowedOrigins')),
  };

  const submit = async () => {
    if (saving) return;
    setProblem(undefined);
    try {
      await form.validate();
    } catch {
      return;
    }
    const values = current();
    if (Object.keys(keyErrors(values)).length) return;
    if (!editing && use === 'site' && !values.allowedOrigins.length)
      return form.setFields({
        allowedOrigins: { error: { message: t('keyForm.originsNeeded') } },
      });
    try {
      if (editing) {
        const body = keyChanges(editing, values);
        if (Object.keys(body).length) {
          const saved = await update.mutateAsync({ keyId: editing.id, body });
          Message.success(t('keyForm.updated', { name: saved.name }));
        }
      } else {
        const created = await create.mutateAsync(values);
        Message.success(t('keyForm.created', { name: created.name }));
      }
      onClose();
    } catch (error) {
      const placed = placeServerError(error, KEY_FIELDS);
      form.setFields(
        Object.fromEntries(
          Object.entries(placed.fields).map(([field, message]) => [
            field.startsWith('allowedOrigins[') ? 'allowedOrigins' : field,
            { error: { message } },
          ]),
        ),
      );
      if (placed.message) setProblem(placed.message);
    }
  };

  return (
    <Drawer
      visible
      width={narrow ? '100%' : 480}
      title={editing ? t('keyForm.editTitle', { name: editing.name }) : t('keyForm.createTitle')}
      onCancel={onClose}
      footer={
        <div className={styles.drawerFooter}>
          <Button onClick={onClose}>{t('keyForm.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            {editing ? t('keyForm.save') : t('keyForm.create')}
          </Button>
        </div>
      }
    >
      {problem ? <Alert type="error" content={problem} className={base.formError} /> : null}
      <Form id={id} form={form} layout="vertical" initialValues={initial} onSubmit={submit}>
        <Form.Item label={t('keyForm.name')} field="name" required rules={[rule('name')]}>
          <Input
            placeholder={t('keyForm.namePlaceholder')}
            maxLength={{ length: BOT_KEY_NAME_MAX_CHARS, errorOnly: true }}
            showWordLimit
          />
        </Form.Item>
        {editing ? null : (
          <Form.Item label={t('keyForm.use')}>
            <Radio.Group
              direction="vertical"
              value={use}
              onChange={(value: KeyUse) => setUse(value)}
              aria-label={t('keyForm.use')}
            >
              <Radio value="site">{t('keyForm.useSite')}</Radio>
              <Radio value="link">{t('keyForm.useLink')}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        {asksSites ? (
          <Form.Item
            label={t('keyForm.origins')}
            field="allowedOrigins"
            rules={[originsRule]}
            extra={editing ? t('keyForm.originsHint') : t('keyForm.originsAsk')}
          >
            <OriginsInput />
          </Form.Item>
        ) : (
          <p className={base.hint}>{t('keyForm.linkOnlyHint')}</p>
        )}
        <Form.Item
          label={t('keyForm.expiresAt')}
          field="expiresAt"
          rules={[rule('expiresAt')]}
          extra={t('keyForm.expiresHint')}
        >
          <ExpiryField aria-label={t('keyForm.expiresAt')} />
        </Form.Item>
        <div className={styles.limitRow}>
          <Form.Item
            label={t('keyForm.perMinute')}
            field="perVisitorPerMinute"
            rules={[rule('perVisitorPerMinute')]}
          >
            <InputNumber
              min={BOT_VISITOR_MINUTE_RANGE.min}
              max={BOT_VISITOR_MINUTE_RANGE.max}
              precision={0}
              aria-label={t('keyForm.perMinute')}
            />
          </Form.Item>
          <Form.Item
            label={t('keyForm.perDay')}
            field="perVisitorPerDay"
            rules={[rule('perVisitorPerDay')]}
          >
            <InputNumber
              min={BOT_VISITOR_DAY_RANGE.min}
              max={BOT_VISITOR_DAY_RANGE.max}
              precision={0}
              aria-label={t('keyForm.perDay')}
            />
          </Form.Item>
        </div>
      </Form>
    </Drawer>
  );
}
