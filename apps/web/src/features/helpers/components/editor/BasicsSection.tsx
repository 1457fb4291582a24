import { Alert, Form, Input, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import {
  HELPER_DESCRIPTION_MAX_CHARS,
  HELPER_KINDS,
  HELPER_NAME_MAX_CHARS,
} from '@miaoyu/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { AvatarField } from './AvatarField';
import { CharCount } from './CharCount';
import type { SectionProps } from './sectionProps';

/**
 * Who the helper is: picture, name, a line about it and its kind. A customer-service helper
 * says which of its fields its bot's visitors see (the description is not one of them).
 */
export function BasicsSection({ form, rule, disabled, orgId }: SectionProps & { orgId: string }) {
  const { t } = useTranslation('helpers');
  const name = Form.useWatch('name', form) as string | undefined;
  const description = Form.useWatch('description', form) as string | undefined;
  const kind = Form.useWatch('kind', form) as string | undefined;
  return (
    <Panel title={t('editor.sections.basics')}>
      <Form.Item label={t('editor.avatar.label')} field="avatar" rules={[rule('avatar')]}>
        <AvatarField orgId={orgId} disabled={disabled} />
      </Form.Item>
      <Form.Item
        label={t('editor.fields.name')}
        field="name"
        required
        rules={[rule('name')]}
        extra={<CharCount value={name} max={HELPER_NAME_MAX_CHARS} />}
      >
        <Input placeholder={t('editor.fields.namePlaceholder')} />
      </Form.Item>
      <Form.Item
        label={t('editor.fields.description')}
        field="description"
        rules={[rule('description')]}
        extra={<CharCount value={description} max={HELPER_DESCRIPTION_MAX_CHARS} />}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('editor.fields.descriptionPlaceholder')}
        />
      </Form.Item>
      <Form.Item label={t('editor.fields.kind')} field="kind" rules={[rule('kind')]}>
        <Radio.Group type="button">
          {HELPER_KINDS.map((kind) => (
            <Radio key={kind} value={kind}>
              {t(`kind.${kind}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {kind === 'service' ? (
        <Alert type="info" data-testid="visitor-fields" content={t('editor.visitorFields')} />
      ) : null}
    </Panel>
  );
}
