import { Form, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { HELPER_DATASETS_MAX } from '@miaoyu/contracts/helpers';
import { TOP_K_RANGE } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { useOrgDatasets } from '../../api/orgDatasets';
import type { PublishingProps, SectionProps } from './sectionProps';
import { SliderField } from './SliderField';
import styles from './Editor.module.css';

/** What it answers from: up to ten of the team's knowledge bases, and how many passages. */
export function KnowledgeSection({
  form,
  rule,
  orgId,
  canPublish,
  saved,
}: SectionProps & PublishingProps & { orgId: string }) {
  const { t } = useTranslation('helpers');
  const datasets = useOrgDatasets(orgId);
  const chosen = (Form.useWatch('datasetIds', form) as string[] | undefined) ?? [];
  const visibility = Form.useWatch('visibility', form) as string | undefined;
  const full = chosen.length >= HELPER_DATASETS_MAX;
  // On a public helper, only owners and admins add knowledge (a member may take some out).
  const locked = !canPublish && visibility === 'public';
  const kept = new Set(saved?.datasetIds ?? []);
  const known = datasets.data ?? [];
  const options = [
    ...known.map((d) => ({
      value: d.id,
      label: d.name,
      // At the limit, only the chosen ones stay clickable (to take one out).
      disabled: (full || (locked && !kept.has(d.id))) && !chosen.includes(d.id),
    })),
    // A knowledge base deleted since the last save still shows, so it can be taken out.
    ...chosen
      .filter((id) => datasets.data && !known.some((d) => d.id === id))
      .map((id) => ({ value: id, label: t('editor.knowledge.gone', { id }), disabled: false })),
  ];

  return (
    <Panel title={t('editor.sections.knowledge')}>
      <Form.Item
        label={t('editor.fields.datasets')}
        field="datasetIds"
        rules={[rule('datasetIds', true)]}
        extra={
          locked
            ? t('editor.knowledge.needsManager')
            : t('editor.knowledge.hint', { count: chosen.length, max: HELPER_DATASETS_MAX })
        }
      >
        <Select
          mode="multiple"
          allowClear
          loading={datasets.isLoading}
          options={options}
          placeholder={t('editor.knowledge.placeholder')}
          notFoundContent={<span className={styles.hint}>{t('editor.knowledge.none')}</span>}
          aria-label={t('editor.fields.datasets')}
        />
      </Form.Item>
      {chosen.length > 0 ? (
        <div className={styles.row}>
          <Form.Item
            label={t('editor.fields.topK')}
            field="topK"
            rules={[rule('topK')]}
            extra={t('editor.knowledge.topKHint')}
          >
            <SliderField
              min={TOP_K_RANGE.min}
              max={TOP_K_RANGE.max}
              aria-label={t('editor.fields.topK')}
            />
          </Form.Item>
          <Form.Item
            label={t('editor.fields.minScore')}
            field="minScore"
            rules={[rule('minScore')]}
            extra={t('editor.knowledge.minScoreHint')}
          >
            <SliderField min={0} max={1} step={0.05} aria-label={t('editor.fields.minScore')} />
          </Form.Item>
        </div>
      ) : null}
    </Panel>
  );
}
