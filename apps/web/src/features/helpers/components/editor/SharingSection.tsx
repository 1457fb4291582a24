import { Form, Input, InputTag, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputTag/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import {
  HELPER_CATEGORY_MAX_CHARS,
  HELPER_TAGS_MAX,
  HELPER_VISIBILITIES,
} from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { CharCount } from './CharCount';
import type { PublishingProps, SectionProps } from './sectionProps';
import styles from './Editor.module.css';

/** Who may use it, and how the public square files it. */
export function SharingSection({ form, rule, canPublish, saved }: SectionProps & PublishingProps) {
  const { t } = useTranslation('helpers');
  const category = Form.useWatch('category', form) as string | undefined;
  // A member keeps a helper an admin made public, and cannot make one so.
  const publicLocked = !canPublish && saved?.visibility !== 'public';
  return (
    <Panel title={t('editor.sections.sharing')}>
      <Form.Item
        label={t('editor.fields.visibility')}
        field="visibility"
        rules={[rule('visibility')]}
      >
        <Radio.Group direction="vertical" className={styles.visibility}>
          {HELPER_VISIBILITIES.map((visibility) => (
            <Radio
              key={visibility}
              value={visibility}
              disabled={visibility === 'public' && publicLocked}
            >
              <span className={styles.visibilityName}>{t(`editor.visibility.${visibility}`)}</span>
              <span className={styles.hint}>
                {visibility === 'public' && publicLocked
                  ? t('editor.visibility.publicNeedsManager')
                  : t(`editor.visibility.${visibility}Hint`)}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <div className={styles.row}>
        <Form.Item
          label={t('editor.fields.category')}
          field="category"
          rules={[rule('category')]}
          extra={<CharCount value={category} max={HELPER_CATEGORY_MAX_CHARS} />}
        >
          <Input placeholder={t('editor.fields.categoryPlaceholder')} />
        </Form.Item>
        <Form.Item
          label={t('editor.fields.tags')}
          field="tags"
          rules={[rule('tags', true)]}
          extra={t('editor.fields.tagsHint', { max: HELPER_TAGS_MAX })}
        >
          <InputTag
            allowClear
            saveOnBlur
            placeholder={t('editor.fields.tagsPlaceholder')}
            aria-label={t('editor.fields.tags')}
          />
        </Form.Item>
      </div>
      <p className={styles.hint}>{t('editor.visibility.squareNote')}</p>
    </Panel>
  );
}
