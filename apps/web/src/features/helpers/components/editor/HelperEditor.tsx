import { lazy, Suspense, useState } from 'react';
import { Form, Message, Modal, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import {
  helperSettingsSchema,
  type Helper,
  type HelperKind,
  type HelperSettings,
} from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { useLocale } from '@/lib/i18n';
import { issueText } from '@/lib/form';
import { paths, REPLACES_TAB } from '@/lib/paths';
import { applyBotTemplate } from '../../api/applyBotTemplate';
import { useCreateHelper } from '../../api/createHelper';
import { useDeleteHelper } from '../../api/deleteHelper';
import { useUpdateHelper } from '../../api/updateHelper';
import { helperLinks } from '../../logic/links';
import {
  botSettingsOf,
  NO_TEMPLATE,
  templateSettings,
  type TemplateChoice,
} from '../../logic/templates';
import { useSaveShortcut } from '../../hooks/useSaveShortcut';
import { EditorHeader, type HeaderAction } from './EditorHeader';
import { PreviewPanel, type PreviewSettings } from './PreviewPanel';
import { SettingsForm } from './SettingsForm';
import {
  changedFields,
  errorOf,
  hasChanges,
  mergeValues,
  newSettings,
  placeServerError,
  settingsErrors,
  settingsOf,
} from './settingsForm';
import styles from './Editor.module.css';

const VersionsDrawer = lazy(() => import('./VersionsDrawer'));
const ApiKeysDrawer = lazy(() => import('./ApiKeysDrawer'));

interface Props {
  orgId: string;
  /** The helper to edit; null to make one of `kind` (saved on the first save). */
  helper: Helper | null;
  kind: HelperKind;
  /** A new helper's template, chosen in the create dialog. */
  template?: TemplateChoice;
}

/**
 * The helper editor: its settings on the left, a live preview with the unsaved settings on the
 * right (tabs on narrow screens). Each save is a version; versions can be restored.
 */
export function HelperEditor({ orgId, helper, kind, template = NO_TEMPLATE }: Props) {
  const { t } = useTranslation('helpers');
  const navigate = useNavigate();
  const location = useLocation();
  const wide = useMediaQuery('(min-width: 1024px)');
  const narrow = useMediaQuery('(max-width: 640px)');
  const [form] = Form.useForm<HelperSettings>();
  const [saved, setSaved] = useState(helper);
  const locale = useLocale();
  const [baseline, setBaseline] = useState(() =>
    helper ? settingsOf(helper) : templateSettings(newSettings(kind), template, locale),
  );
  // A new form (after a restore) starts without the old one's messages.
  const [formKey, setFormKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [pane, setPane] = useState<'settings' | 'preview'>('settings');
  const [drawer, setDrawer] = useState<'versions' | 'keys' | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const create = useCreateHelper();
  const update = useUpdateHelper();
  const remove = useDeleteHelper();
  const name = (Form.useWatch('name', form) as string | undefined) ?? baseline.name;
  const readOnly = saved !== null && !saved.manageable;
  const ref = saved ? { orgId, helperId: saved.id } : null;
  useLeaveGuard(dirty);

  const current = () => mergeValues(baseline, form.getFieldsValue());
  const rule = (field: string, withItems = false) => ({
    validator: (_value: unknown, callback: (message?: string) => void) =>
      callback(errorOf(settingsErrors(current()), field, withItems)),
  });

  /** Shows these settings as the saved state: after a save, a restore, or a new blank form. */
  const load = (next: Helper | null, settings: HelperSettings) => {
    setSaved(next);
    setBaseline(settings);
    setFormKey((key) => key + 1);
    form.setFieldsValue(settings);
    setDirty(false);
    setFormError(undefined);
  };

  const save = async () => {
    if (readOnly || create.isPending || update.isPending) return;
    setFormError(undefined);
    try {
      await form.validate();
    } catch {
      return;
    }
    const values = current();
    const wrong = Object.values(settingsErrors(values))[0];
    if (wrong) return setFormError(wrong);
    try {
      if (saved) {
        const body = changedFields(baseline, values);
        if (Object.keys(body).length === 0) return;
        const result = await update.mutateAsync({ orgId, helperId: saved.id, body });
        load(result, settingsOf(result));
        Message.success(t('editor.savedVersion', { version: result.version }));
      } else {
        const result = await create.mutateAsync({ orgId, body: values });
        // A bot template also sets when the bot hands over to a person. Should that fail, the
        // helper exists all the same (the client has said why) and its bot keeps the defaults.
        if (template.bot && result.kind === 'service')
          await applyBotTemplate(orgId, result.id, botSettingsOf(template.bot)).catch(() => null);
        Message.success(t('editor.created'));
        // The new helper opens for editing in this page's tab; the form starts over should
        // "new helper" be opened again.
        load(null, newSettings(kind));
        navigate(helperLinks.edit(result.id), { replace: true, state: REPLACES_TAB });
      }
    } catch (error) {
      const placed = placeServerError(error);
      form.setFields(
        Object.fromEntries(
          Object.entries(placed.fields).map(([field, message]) => [field, { error: { message } }]),
        ),
      );
      if (placed.message) setFormError(placed.message);
    }
  };
  useSaveShortcut(() => void save());

  const leave = () => {
    const back = () =>
      // Back where the user came from; opened directly, to the list of their helpers.
      location.key === 'default' ? navigate(paths.personal) : navigate(-1);
    if (!dirty) return back();
    modal.confirm?.({
      title: t('editor.leave.title'),
      content: t('editor.leave.content'),
      okText: t('editor.leave.ok'),
      okButtonProps: { status: 'warning' },
      onOk: back,
    });
  };

  const onAction = (action: HeaderAction) => {
    if (action === 'bot') return saved ? void navigate(paths.botSettings(saved.id)) : undefined;
    if (action !== 'delete') return setDrawer(action);
    if (!ref || !saved) return;
    modal.confirm?.({
      title: t('editor.delete.title', { name: saved.name }),
      content: t('editor.delete.content'),
      okText: t('editor.delete.ok'),
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        await remove.mutateAsync(ref);
        setDirty(false);
        Message.success(t('editor.delete.done', { name: saved.name }));
        navigate(paths.personal, { replace: true, state: REPLACES_TAB });
      },
    });
  };

  const previewSettings = (): PreviewSettings => {
    const values = current();
    // A helper needs a name to be saved, not to be tried.
    const named = values.name.trim() ? values : { ...values, name: t('editor.untitled') };
    const parsed = helperSettingsSchema.safeParse(named);
    if (parsed.success) return { settings: parsed.data };
    return {
      problem: t('editor.preview.invalid', { problem: issueText(parsed.error.issues[0]!) }),
    };
  };

  return (
    <div className={styles.page}>
      <EditorHeader
        name={name}
        saved={saved}
        dirty={dirty}
        saving={create.isPending || update.isPending}
        narrow={narrow}
        onBack={leave}
        onSave={() => void save()}
        onAction={onAction}
      />
      {wide ? null : (
        <Radio.Group
          type="button"
          value={pane}
          onChange={setPane}
          className={styles.paneSwitch}
          aria-label={t('editor.panes')}
        >
          <Radio value="settings">{t('editor.settings')}</Radio>
          <Radio value="preview">{t('editor.preview.title')}</Radio>
        </Radio.Group>
      )}
      <div className={wide ? styles.columns : styles.stacked}>
        <div className={styles.settingsPane} hidden={!wide && pane !== 'settings'}>
          <SettingsForm
            key={formKey}
            form={form}
            initialValues={baseline}
            orgId={orgId}
            saved={saved}
            rule={rule}
            readOnly={readOnly}
            error={formError}
            onValuesChange={() => setDirty(hasChanges(baseline, current()))}
          />
        </div>
        <div className={styles.previewPane} hidden={!wide && pane !== 'preview'}>
          <PreviewPanel orgId={orgId} form={form} previewSettings={previewSettings} />
        </div>
      </div>
      <Suspense fallback={null}>
        {drawer === 'versions' && ref && saved ? (
          <VersionsDrawer
            helperRef={ref}
            current={saved.version}
            dirty={dirty}
            onRestored={(restored) => load(restored, settingsOf(restored))}
            onClose={() => setDrawer(null)}
          />
        ) : null}
        {drawer === 'keys' && ref && saved ? (
          <ApiKeysDrawer
            helperRef={ref}
            helperCode={saved.code}
            usesKnowledge={saved.datasetIds.length > 0}
            onClose={() => setDrawer(null)}
          />
        ) : null}
      </Suspense>
      {modalHolder}
    </div>
  );
}
