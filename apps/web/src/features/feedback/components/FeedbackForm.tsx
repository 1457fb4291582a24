import { useState, type FormEvent } from 'react';
import { Button, Input, Message, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_MAX_SCREENSHOTS,
  FEEDBACK_TYPES,
  type FeedbackFields,
} from '@miaoyu/contracts/feedback';
import { charCount } from '@miaoyu/contracts/text';
import { errorMessage } from '@/lib/api-error';
import { IMAGE_MAX_MB } from '@/lib/image-file';
import { Panel } from '@/components/Panel';
import { useCreateFeedback } from '../api/createFeedback';
import { validateDraft, type DraftErrors } from '../utils/validate';
import { Field } from './Field';
import { ScreenshotPicker } from './ScreenshotPicker';
import styles from './Feedback.module.css';

const empty = { type: 'bug' as FeedbackFields['type'], content: '', contact: '' };

/** Type, content with a character counter, contact, screenshots; errors show in place. */
export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const [draft, setDraft] = useState(empty);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const create = useCreateFeedback();
  const count = charCount(draft.content.trim());

  const set = (field: keyof typeof empty) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    create.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await create.mutateAsync({
        type: draft.type,
        content: draft.content.trim(),
        contact: draft.contact.trim(),
        screenshots: files,
      });
    } catch {
      return;
    }
    Message.success(t('feedback.form.submitted'));
    setDraft(empty);
    setFiles([]);
    setFileProblem(null);
  };

  const contentError =
    errors.content === 'required'
      ? t('feedback.form.contentRequired')
      : errors.content === 'tooLong'
        ? t('feedback.form.contentTooLong', { max: FEEDBACK_CONTENT_MAX })
        : undefined;

  return (
    <Panel title={t('feedback.form.title')}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Field label={t('feedback.form.type')}>
          <Radio.Group
            type="button"
            value={draft.type}
            options={FEEDBACK_TYPES.map((type) => ({
              value: type,
              label: t(`feedback.types.${type}`),
            }))}
            onChange={set('type')}
          />
        </Field>
        <Field label={t('feedback.form.content')} htmlFor="feedback-content" error={contentError}>
          <Input.TextArea
            id="feedback-content"
            value={draft.content}
            placeholder={t('feedback.form.contentPlaceholder')}
            autoSize={{ minRows: 4, maxRows: 10 }}
            status={contentError ? 'error' : undefined}
            onChange={set('content')}
          />
          <div
            className={count > FEEDBACK_CONTENT_MAX ? styles.counterOver : styles.counter}
            data-testid="content-counter"
          >
            {t('feedback.form.counter', { count, max: FEEDBACK_CONTENT_MAX })}
          </div>
        </Field>
        <Field
          label={t('feedback.form.contact')}
          htmlFor="feedback-contact"
          error={
            errors.contact
              ? t('feedback.form.contactTooLong', { max: FEEDBACK_CONTACT_MAX })
              : undefined
          }
        >
          <Input
            id="feedback-contact"
            value={draft.contact}
            placeholder={t('feedback.form.contactPlaceholder')}
            status={errors.contact ? 'error' : undefined}
            onChange={set('contact')}
          />
        </Field>
        <Field
          label={t('feedback.form.screenshots')}
          hint={t('feedback.form.screenshotsHint', {
            max: FEEDBACK_MAX_SCREENSHOTS,
            size: IMAGE_MAX_MB,
          })}
          error={fileProblem ?? undefined}
        >
          <ScreenshotPicker files={files} onChange={setFiles} onProblem={setFileProblem} />
        </Field>
        {create.error ? (
          <p role="alert" className={styles.error}>
            {errorMessage(create.error)}
          </p>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending}
          className={styles.submit}
        >
          {t('feedback.form.submit')}
        </Button>
      </form>
    </Panel>
  );
}
