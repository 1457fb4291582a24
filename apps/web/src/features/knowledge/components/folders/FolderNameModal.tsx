import { useState } from 'react';
import { Form, Input, Message, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { createFolderSchema, FOLDER_NAME_MAX_CHARS, type DatasetFolder } from '@miaoyu/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import { useCreateFolder } from '../../api/createFolder';
import type { DatasetRef } from '../../api/keys';
import { useUpdateFolder } from '../../api/updateFolder';
import shared from '../shared.module.css';

/** A new folder under `parent` (null: the top level), or a new name for `folder`. */
export type FolderNaming =
  { kind: 'create'; parent: DatasetFolder | null } | { kind: 'rename'; folder: DatasetFolder };

interface Props {
  datasetRef: DatasetRef;
  naming: FolderNaming | null;
  onClose: () => void;
  onCreated?: (folder: DatasetFolder) => void;
}

/** Names a new folder or renames one; the server's complaint shows under the name. */
export function FolderNameModal({ datasetRef, naming, onClose, onCreated }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateFolder(datasetRef);
  const update = useUpdateFolder(datasetRef);
  const [serverError, setServerError] = useState<string>();
  const renaming = naming?.kind === 'rename' ? naming.folder : null;
  const parent = naming?.kind === 'create' ? naming.parent : null;

  const submit = async () => {
    const { name } = await form.validate();
    setServerError(undefined);
    try {
      if (renaming) {
        await update.mutateAsync({ folderId: renaming.id, body: { name } });
        Message.success(t('folders.renamed', { name: name.trim() }));
      } else {
        const folder = await create.mutateAsync({ name, parentId: parent?.id ?? null });
        Message.success(t('folders.created', { name: folder.name }));
        onCreated?.(folder);
      }
      onClose();
    } catch (failure) {
      setServerError(errorMessage(failure));
    }
  };
  const onSubmit = () => void submit().catch(() => undefined);

  return (
    <Modal
      title={t(renaming ? 'folders.renameTitle' : 'folders.createTitle')}
      visible={naming !== null}
      okText={t('settings.save')}
      cancelText={t('form.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={onSubmit}
      onCancel={onClose}
      afterClose={() => setServerError(undefined)}
      className={shared.modal}
      unmountOnExit
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: renaming?.name ?? '' }}
        onSubmit={onSubmit}
      >
        <Form.Item
          label={t('folders.name')}
          field="name"
          rules={[zodRule(createFolderSchema.shape.name)]}
          validateStatus={serverError ? 'error' : undefined}
          help={serverError}
          extra={parent ? t('folders.createIn', { name: parent.name }) : undefined}
        >
          <Input
            autoFocus
            maxLength={FOLDER_NAME_MAX_CHARS}
            placeholder={t('folders.namePlaceholder')}
            onChange={() => setServerError(undefined)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
