import { Form, Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/Panel';
import { useOrgScenes } from '../../api/orgScenes';
import type { SectionProps } from './sectionProps';
import styles from './Editor.module.css';

/** The business scene it follows, if any: one of the team's published scenes. */
export function SceneSection({ rule, orgId }: SectionProps & { orgId: string }) {
  const { t } = useTranslation('helpers');
  const scenes = useOrgScenes(orgId);
  const options = (scenes.data ?? []).map((scene) => ({
    value: scene.id,
    label:
      scene.publishedVersion === null
        ? t('editor.scene.unpublished', { name: scene.name })
        : scene.name,
    // A helper follows a published version: a draft cannot be chosen.
    disabled: scene.publishedVersion === null,
  }));
  return (
    <Panel title={t('editor.sections.scene')}>
      <Form.Item
        label={t('editor.scene.label')}
        field="sceneId"
        rules={[rule('sceneId')]}
        normalize={(value: string | undefined) => value ?? null}
        extra={
          <span>
            {t('editor.scene.hint')} <Link to="/business-scene">{t('editor.scene.manage')}</Link>
          </span>
        }
      >
        <Select
          allowClear
          loading={scenes.isLoading}
          options={options}
          placeholder={t('editor.scene.none')}
          notFoundContent={<span className={styles.hint}>{t('editor.scene.none')}</span>}
          aria-label={t('editor.scene.label')}
        />
      </Form.Item>
    </Panel>
  );
}
