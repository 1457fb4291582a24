import { Alert, Form, Radio, Select, Switch, type FormInstance } from '@arco-design/web-react';
import type { RulesProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { SEARCH_MODES, type SearchCapabilities } from '@miaoyu/contracts/knowledge';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { paths } from '@/lib/paths';
import type { DatasetFormValues } from '../../logic/datasetForm';
import { missingModel, modelOfRef } from '../../logic/searchSettings';
import styles from './Settings.module.css';

interface Props {
  form: FormInstance<DatasetFormValues>;
  capabilities: UseQueryResult<SearchCapabilities>;
  /** The embedding model the knowledge base has saved. */
  saved: string;
  rule: (field: string) => RulesProps;
  disabled?: boolean;
}

/**
 * "检索方式": the embedding model and how words and meaning are combined, with why meaning may
 * not be on offer (no pgvector, no embedding model, the saved one gone); whether a model
 * rephrases questions first, and whether the built-in synonyms are searched too.
 */
export function SearchFields({ form, capabilities, saved, rule, disabled }: Props) {
  const { t } = useTranslation('knowledge');
  const model = Form.useWatch('embeddingModel', form) as string | undefined;
  const mode = Form.useWatch('searchMode', form) as string | undefined;
  const data = capabilities.data;
  const missing = missingModel(saved, data);
  const options = [
    { value: '', label: t('search.none') },
    ...(data?.embeddingModels ?? []).map((m) => ({
      value: m.ref,
      label: t(m.source === 'environment' ? 'search.platform' : 'search.option', {
        model: m.model,
        provider: m.providerName,
      }),
    })),
    // Still shown for what it is, but no longer to be chosen.
    ...(missing
      ? [
          {
            value: missing,
            label: t('search.gone', { model: modelOfRef(missing) }),
            disabled: true,
          },
        ]
      : []),
  ];

  return (
    <div className={styles.search}>
      {capabilities.isError ? (
        <LoadFailed message={t('search.loadFailed')} onRetry={() => void capabilities.refetch()} />
      ) : null}
      {data && !data.vectorSearch ? <Alert type="info" content={t('search.noPgvector')} /> : null}
      {missing ? (
        <Alert type="warning" content={t('search.missing', { model: modelOfRef(missing) })} />
      ) : null}
      {data?.vectorSearch && data.embeddingModels.length === 0 ? (
        <Alert
          type="info"
          content={
            <>
              {t('search.noModels')} <Link to={paths.models}>{t('search.toModels')}</Link>
            </>
          }
        />
      ) : null}
      <Form.Item
        label={t('search.model')}
        field="embeddingModel"
        extra={t('search.modelHint')}
        rules={[rule('embeddingModel')]}
      >
        <Select options={options} loading={capabilities.isPending} disabled={disabled} />
      </Form.Item>
      <Form.Item
        label={t('search.mode')}
        field="searchMode"
        extra={mode !== 'fulltext' && !model ? t('search.needsModel') : undefined}
        rules={[rule('searchMode')]}
      >
        <Radio.Group direction="vertical" disabled={disabled} className={styles.modes}>
          {/* The help stays out of the label: a radio is named by its mode alone. */}
          {SEARCH_MODES.map((value) => (
            <div key={value} className={styles.mode}>
              <Radio value={value}>{t(`search.modes.${value}`)}</Radio>
              <p className={styles.modeHint}>{t(`search.modeHints.${value}`)}</p>
            </div>
          ))}
        </Radio.Group>
      </Form.Item>
      {[
        { field: 'queryRewrite', label: t('expansion.rewrite'), hint: t('expansion.rewriteHint') },
        {
          field: 'builtinSynonyms',
          label: t('expansion.builtin'),
          hint: t('expansion.builtinHint'),
        },
      ].map(({ field, label, hint }) => (
        <Form.Item key={field} label={label} field={field} triggerPropName="checked" extra={hint}>
          <Switch disabled={disabled} aria-label={label} />
        </Form.Item>
      ))}
    </div>
  );
}
