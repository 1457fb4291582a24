import { useState } from 'react';
import { Alert, Form, Input, Message, Modal, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import { answerCorrectionSchema } from '@miaoyu/contracts/bot';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import { useCorrectAnswer, type AnswerCorrection } from '../../api/correctAnswer';
import { useDatasets } from '../../api/datasets';
import styles from './logs.module.css';

/** The disliked answer, and what the form starts with. */
export interface CorrectionDraft {
  messageId: string;
  question: string;
  answer: string;
}

interface Props {
  orgId: string;
  /** null keeps the modal closed. */
  draft: CorrectionDraft | null;
  onClose: () => void;
}

const fields = answerCorrectionSchema.shape;

/**
 * "Correct into Q&A": the visitor's question and the right answer become a Q&A entry of a
 * dataset, checked with the same schema the server validates the request with.
 */
export function CorrectionModal({ orgId, draft, onClose }: Props) {
  const { t } = useTranslation('inbox');
  const [form] = Form.useForm<AnswerCorrection>();
  const datasets = useDatasets(orgId, draft !== null);
  const correct = useCorrectAnswer(orgId);
  const [error, setError] = useState<string>();

  const submit = async () => {
    if (!draft) return;
    const body = answerCorrectionSchema.parse(await form.validate());
    setError(undefined);
    try {
      await correct.mutateAsync({ messageId: draft.messageId, body });
      const name = datasets.data?.find((dataset) => dataset.id === body.datasetId)?.name ?? '';
      Message.success(t('correction.done', { name }));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      title={t('correction.title')}
      visible={draft !== null}
      okText={t('correction.submit')}
      cancelText={t('correction.cancel')}
      confirmLoading={correct.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => setError(undefined)}
      style={{ width: 560 }}
      unmountOnExit
    >
      <p className={styles.intro}>{t('correction.hint')}</p>
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          datasetId: '',
          question: draft?.question ?? '',
          answer: draft?.answer ?? '',
        }}
      >
        <Form.Item
          label={t('correction.dataset')}
          field="datasetId"
          required
          rules={[
            { required: true, message: t('correction.datasetRequired') },
            zodRule(fields.datasetId),
          ]}
          extra={
            datasets.data?.length === 0 ? (
              <span className={styles.note}>{t('correction.noDatasets')}</span>
            ) : undefined
          }
        >
          <Select
            aria-label={t('correction.dataset')}
            placeholder={t('correction.datasetPlaceholder')}
            loading={datasets.isPending}
            options={(datasets.data ?? []).map((dataset) => ({
              label: dataset.name,
              value: dataset.id,
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('correction.question')}
          field="question"
          required
          rules={[zodRule(fields.question)]}
        >
          <Input.TextArea
            aria-label={t('correction.question')}
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Form.Item>
        <Form.Item
          label={t('correction.answer')}
          field="answer"
          required
          rules={[zodRule(fields.answer)]}
        >
          <Input.TextArea
            aria-label={t('correction.answer')}
            autoSize={{ minRows: 4, maxRows: 12 }}
          />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" content={error} /> : null}
    </Modal>
  );
}
