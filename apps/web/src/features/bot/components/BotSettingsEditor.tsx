import { useState } from 'react';
import { Form, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { Helper } from '@miaoyu/contracts/helpers';
import type { BotSettings } from '@miaoyu/contracts/bot';
import { PUBLISH_HELPERS } from '@miaoyu/contracts/publishing';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { formRule } from '@/lib/form';
import { placeServerError } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useBotKeys } from '../api/botKeys';
import type { BotRef } from '../api/keys';
import { useSaveBotSettings } from '../api/saveBotSettings';
import {
  mergeSettings,
  sameSettings,
  SETTINGS_FIELDS,
  settingsErrors,
} from '../logic/settingsForm';
import { EmbedPanel } from './EmbedPanel';
import { KeysPanel } from './KeysPanel';
import { PageHeader } from './PageHeader';
import { SettingsForm } from './SettingsForm';
import styles from './Bot.module.css';

interface Props {
  botRef: BotRef;
  helper: Helper;
  saved: BotSettings;
}

/**
 * The bot's settings form (saved as a whole) beside how to embed it, with a preview that follows
 * the unsaved form (one column on narrow screens); its keys below, the width of the page.
 */
export function BotSettingsEditor({ botRef, helper, saved }: Props) {
  const { t } = useTranslation('bot');
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<BotSettings>();
  const [baseline, setBaseline] = useState(saved);
  const [values, setValues] = useState(saved);
  const [formError, setFormError] = useState<string>();
  const [modal, modalHolder] = Modal.useModal();
  const save = useSaveBotSettings(botRef);
  const keys = useBotKeys(botRef);
  // Letting visitors in (keys and their sites) is for owners and admins.
  const canPublish = !!useCurrentUser()?.permissions.includes(PUBLISH_HELPERS);
  const dirty = !sameSettings(baseline, values);
  useLeaveGuard(dirty);

  const current = () => mergeSettings(baseline, form.getFieldsValue());
  const rule = (field: string) => formRule(() => settingsErrors(current()), field);

  const submit = async () => {
    if (save.isPending) return;
    setFormError(undefined);
    try {
      await form.validate();
    } catch {
      return;
    }
    const next = current();
    const wrong = Object.values(settingsErrors(next))[0];
    if (wrong) return setFormError(wrong);
    try {
      const result = await save.mutateAsync(next);
      setBaseline(result);
      setValues(result);
      form.setFieldsValue(result);
      Message.success(t('page.savedDone'));
    } catch (error) {
      const placed = placeServerError(error, SETTINGS_FIELDS);
      form.setFields(
        Object.fromEntries(
          Object.entries(placed.fields).map(([field, message]) => [field, { error: { message } }]),
        ),
      );
      if (placed.message) setFormError(placed.message);
    }
  };

  const back = () => {
    // Back where the user came from; opened directly, to the helper's editor.
    const leave = () =>
      location.key === 'default' ? navigate(paths.helperEdit(helper.id)) : navigate(-1);
    if (!dirty) return void leave();
    modal.confirm?.({
      title: t('page.leaveTitle'),
      content: t('page.leaveContent'),
      okText: t('page.leaveOk'),
      okButtonProps: { status: 'warning' },
      onOk: leave,
    });
  };

  return (
    <div className={styles.page}>
      <PageHeader
        name={helper.name}
        dirty={dirty}
        saving={save.isPending}
        onBack={back}
        onSave={() => void submit()}
      />
      <div className={styles.columns}>
        <div className={styles.column}>
          <SettingsForm
            form={form}
            initialValues={baseline}
            rule={rule}
            error={formError}
            onValuesChange={() => setValues(current())}
          />
        </div>
        <div className={`${styles.column} ${styles.sticky}`}>
          <EmbedPanel
            botRef={botRef}
            keys={keys.data ?? []}
            look={values.look}
            canPublish={canPublish}
          />
        </div>
      </div>
      <KeysPanel botRef={botRef} keys={keys} />
      {modalHolder}
    </div>
  );
}
