import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import { IconSearch } from '@arco-design/web-react/icon';
import {
  RETRIEVAL_QUESTION_MAX_CHARS,
  retrievalTestSchema,
  TOP_K_RANGE,
  type SearchMode,
} from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import type { DatasetRef } from '../../api/keys';
import { useRetrievalTest } from '../../api/retrievalTest';
import { ChunkDrawer } from './ChunkDrawer';
import { RetrievalResults } from './RetrievalResults';
import styles from './Retrieval.module.css';

interface Props {
  datasetRef: DatasetRef;
  /** The knowledge base's own number of cited passages, the starting value. */
  topK: number;
  searchMode: SearchMode;
}

/** "检索测试": ask as a helper would and see which passages come back, how relevant each is. */
export function RetrievalTab({ datasetRef, topK, searchMode }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<{ question: string; topK?: number }>();
  const test = useRetrievalTest(datasetRef);
  const [opened, setOpened] = useState<string>();

  const run = async () => {
    const values = await form.validate();
    test.mutate({ question: values.question, topK: values.topK ?? undefined });
  };

  return (
    <div className={styles.tab}>
      <p className={styles.hint}>{t('retrieval.hint')}</p>
      <Form
        form={form}
        layout="inline"
        className={styles.ask}
        initialValues={{ question: '', topK }}
        onSubmit={() => void run().catch(() => undefined)}
      >
        <Form.Item
          field="question"
          className={styles.question}
          rules={[zodRule(retrievalTestSchema.shape.question)]}
        >
          <Input
            aria-label={t('retrieval.question')}
            maxLength={RETRIEVAL_QUESTION_MAX_CHARS}
            placeholder={t('retrieval.placeholder')}
          />
        </Form.Item>
        <Form.Item field="topK" className={styles.topK}>
          <InputNumber
            prefix={t('retrieval.topK')}
            aria-label={t('retrieval.topK')}
            min={TOP_K_RANGE.min}
            max={TOP_K_RANGE.max}
            precision={0}
          />
        </Form.Item>
        <Form.Item className={styles.submit}>
          <Button type="primary" htmlType="submit" icon={<IconSearch />} loading={test.isPending}>
            {t('retrieval.run')}
          </Button>
        </Form.Item>
      </Form>
      {test.isError ? <Alert type="error" content={errorMessage(test.error)} /> : null}
      {test.data ? (
        <RetrievalResults result={test.data} searchMode={searchMode} onOpen={setOpened} />
      ) : (
        <p className={styles.hint}>{t('retrieval.before')}</p>
      )}
      <ChunkDrawer datasetRef={datasetRef} chunkId={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
