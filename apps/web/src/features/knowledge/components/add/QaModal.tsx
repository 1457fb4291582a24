import { useState } from 'react';
import { Alert, Button, Form, Input, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import {
  addQaSchema,
  DOCUMENT_NAME_MAX_CHARS,
  QA_PAIRS_MAX,
  type QaPair,
} from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { formRule, schemaErrors } from '@/lib/form';
import { useAddQa } from '../../api/addQa';
import type { DatasetRef } from '../../api/keys';
import { placeServerError } from '@/lib/form-errors';
import shared from '../shared.module.css';
import styles from './Add.module.css';

interface Props {
  datasetRef: DatasetRef;
  folderId: string | null;
  visible: boolean;
  onClose: () => void;
}

type Values = { name: string; pairs: QaPair[] };
const EMPTY_PAIR: QaPair = { question: '', answer: '' };

/** "问答对": a name and question–answer rows added and removed at will; each pair is one chunk. */
export function QaModal({ datasetRef, folderId, visible, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<Values>();
  const addQa = useAddQa(datasetRef);
  const [error, setError] = useState<string>();
  const body = () =>
    ({ ...form.getFieldsValue(), folderId }) as Values & { folderId: string | null };
  const rule = (field: string) => formRule(() => schemaErrors(addQaSchema, body()), field);

  const submit = async () => {
    await form.validate();
    setError(undefined);
    try {
      const document = await addQa.mutateAsync(body());
      Message.success(t('qa.added', { name: document.name }));
      onClose();
    } catch (failure) {
      const fields = (body().pairs ?? []).flatMap((_, i) => [
        `pairs[${i}].question`,
        `pairs[${i}].answer`,
      ]);
      const placed = placeServerError(failure, ['name', ...fields]);
      for (const [field, message] of Object.entries(placed.fields))
        form.setFields({ [field]: { error: { message } } });
      setError(placed.message);
    }
  };

  return (
    <Modal
      title={t('qa.title')}
      visible={visible}
      okText={t('qa.submit')}
      cancelText={t('form.cancel')}
      confirmLoading={addQa.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => setError(undefined)}
      className={shared.modal}
      unmountOnExit
    >
      <p className={styles.hint}>{t('qa.hint')}</p>
      <Form form={form} layout="vertical" initialValues={{ name: '', pairs: [EMPTY_PAIR] }}>
        <Form.Item label={t('qa.name')} field="name" required rules={[rule('name')]}>
          <Input maxLength={DOCUMENT_NAME_MAX_CHARS} placeholder={t('qa.namePlaceholder')} />
        </Form.Item>
        <Form.List field="pairs">
          {(rows, { add, remove }) => (
            <>
              <div className={styles.pairs}>
                {rows.map((row, index) => (
                  <section
                    key={row.key}
                    className={styles.pair}
                    aria-label={t('qa.pair', { index: index + 1 })}
                  >
                    <div className={styles.pairHead}>
                      {t('qa.pair', { index: index + 1 })}
                      <Button
                        type="text"
                        size="mini"
                        status="danger"
                        icon={<IconDelete />}
                        aria-label={t('qa.removePair', { index: index + 1 })}
                        disabled={rows.length === 1}
                        onClick={() => remove(index)}
                      />
                    </div>
                    <Form.Item
                      label={t('qa.question')}
                      field={`${row.field}.question`}
                      required
                      rules={[rule(`${row.field}.question`)]}
                    >
                      <Input.TextArea
                        placeholder={t('qa.questionPlaceholder')}
                        autoSize={{ minRows: 1, maxRows: 4 }}
                      />
                    </Form.Item>
                    <Form.Item
                      label={t('qa.answer')}
                      field={`${row.field}.answer`}
                      required
                      rules={[rule(`${row.field}.answer`)]}
                    >
                      <Input.TextArea
                        placeholder={t('qa.answerPlaceholder')}
                        autoSize={{ minRows: 2, maxRows: 8 }}
                      />
                    </Form.Item>
                  </section>
                ))}
              </div>
              <Button
                long
                type="dashed"
                icon={<IconPlus />}
                disabled={rows.length >= QA_PAIRS_MAX}
                onClick={() => add(EMPTY_PAIR)}
              >
                {t('qa.addPair')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
      {error ? <Alert type="error" content={error} /> : null}
    </Modal>
  );
}
