import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useTranslation } from 'react-i18next';
import {
  createSceneSchema,
  SCENE_DESCRIPTION_MAX_CHARS,
  SCENE_NAME_MAX_CHARS,
  SCENE_TEMPLATES,
  type SceneTemplate,
} from '@miaoyu/contracts/scenes';
import { zodRule } from '@/lib/form';
import { placeServerError } from '@/lib/form-errors';
import { useCreateScene } from '../api/scenes';
import styles from './Scenes.module.css';

interface Values {
  name: string;
  description: string;
  template: SceneTemplate;
}

const fields = createSceneSchema.shape;
const initialValues: Values = { name: '', description: '', template: 'lead' };

interface Props {
  orgId: string;
  visible: boolean;
  onClose: () => void;
  onCreated: (sceneId: string) => void;
}

/** A new scene, blank or from one of the templates, checked with the server's schema. */
export function NewSceneModal({ orgId, visible, onClose, onCreated }: Props) {
  const { t } = useTranslation('scenes');
  const [form] = Form.useForm<Values>();
  const create = useCreateScene(orgId);
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    const values = await form.validate();
    setProblem(undefined);
    try {
      const scene = await create.mutateAsync(createSceneSchema.parse(values));
      onCreated(scene.id);
    } catch (error) {
      const placed = placeServerError(error, ['name', 'description', 'template']);
      form.setFields(
        Object.fromEntries(
          Object.entries(placed.fields).map(([field, message]) => [field, { error: { message } }]),
        ),
      );
      if (placed.message) setProblem(placed.message);
    }
  };

  return (
    <Modal
      title={t('create.title')}
      visible={visible}
      okText={t('create.submit')}
      cancelText={t('create.cancel')}
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setProblem(undefined);
      }}
      style={{ width: 560, maxWidth: 'calc(100vw - 24px)' }}
      unmountOnExit
    >
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label={t('create.name')} field="name" required rules={[zodRule(fields.name)]}>
          <Input
            autoFocus
            aria-label={t('create.name')}
            placeholder={t('create.namePlaceholder')}
            maxLength={SCENE_NAME_MAX_CHARS}
          />
        </Form.Item>
        <Form.Item
          label={t('create.description')}
          field="description"
          rules={[zodRule(fields.description, { optional: true })]}
        >
          <Input.TextArea
            aria-label={t('create.description')}
            maxLength={SCENE_DESCRIPTION_MAX_CHARS}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
        <Form.Item label={t('create.template')} field="template">
          <Radio.Group className={styles.templates} aria-label={t('create.template')}>
            {SCENE_TEMPLATES.map((template) => (
              <Radio key={template} value={template} className={styles.template}>
                <strong>{t(`create.templates.${template}.title`)}</strong>
                <span>{t(`create.templates.${template}.text`)}</span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" content={problem} /> : null}
    </Modal>
  );
}
