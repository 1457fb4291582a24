import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import { useSceneList } from '../../../api/scenes';
import { useEditor } from '../context';
import { useChatModels, useDatasetList } from './pickerData';

interface PickerProps<V> {
  id: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  readOnly?: boolean;
}

/** A model by reference; '' is the team's default model. */
export function ModelSelect({ id, label, value, onChange, readOnly }: PickerProps<string>) {
  const { t } = useTranslation('scenes');
  const models = useChatModels();
  const list = models.data?.list ?? [];
  const known = value === '' || list.some((m) => m.ref === value);
  return (
    <Select
      id={id}
      size="small"
      value={value}
      aria-label={label}
      disabled={readOnly}
      loading={models.isPending}
      showSearch
      onChange={(v: string) => onChange(v ?? '')}
    >
      <Select.Option value="">{t('editor.fields.defaultModel')}</Select.Option>
      {known ? null : <Select.Option value={value}>{value}</Select.Option>}
      {list.map((m) => (
        <Select.Option key={m.ref} value={m.ref}>
          {`${m.providerName} · ${m.model}`}
        </Select.Option>
      ))}
    </Select>
  );
}

/** The knowledge bases a node searches. */
export function DatasetSelect({ id, label, value, onChange, readOnly }: PickerProps<string[]>) {
  const { t } = useTranslation('scenes');
  const { sceneRef } = useEditor();
  const datasets = useDatasetList(sceneRef.orgId);
  return (
    <Select
      id={id}
      size="small"
      mode="multiple"
      value={value}
      aria-label={label}
      disabled={readOnly}
      loading={datasets.isPending}
      placeholder={t('editor.fields.pickDatasets')}
      notFoundContent={t('editor.fields.noDatasets')}
      onChange={(v: string[]) => onChange(v.slice(0, 10))}
      options={(datasets.data ?? []).map((d) => ({ label: d.name, value: d.id }))}
    />
  );
}

/** Another published scene of the team, run as a step. */
export function SceneSelect({ id, label, value, onChange, readOnly }: PickerProps<string>) {
  const { t } = useTranslation('scenes');
  const { sceneRef } = useEditor();
  const scenes = useSceneList(sceneRef.orgId, '', 1);
  const options = (scenes.data?.list ?? [])
    .filter((s) => s.id !== sceneRef.sceneId)
    .map((s) => ({
      label: s.publishedVersion ? s.name : t('editor.fields.unpublishedScene', { name: s.name }),
      value: s.id,
      disabled: s.publishedVersion === null,
    }));
  return (
    <Select
      id={id}
      size="small"
      value={value || undefined}
      aria-label={label}
      disabled={readOnly}
      loading={scenes.isPending}
      placeholder={t('editor.fields.pickScene')}
      showSearch
      onChange={(v: string) => onChange(v ?? '')}
      options={options}
    />
  );
}
