import { useState } from 'react';
import { Form, Message, Modal, TreeSelect } from '@arco-design/web-react';
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/TreeSelect/style/css.js';
import type { DatasetFolder } from '@miaoyu/contracts/knowledge';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { buildFolderTree, type FolderNode } from '../../logic/folderTree';
import shared from '../shared.module.css';

const TOP_LEVEL = 'top';

interface Props {
  /** What is moved, e.g. "移动文档「合同.pdf」"; null keeps the modal closed. */
  title: string | null;
  folders: readonly DatasetFolder[];
  /** Where it is now (null: the top level). */
  current: string | null;
  /** Folders it cannot go into: a folder itself and those below it. */
  excluded?: ReadonlySet<string>;
  onMove: (target: string | null) => Promise<unknown>;
  onClose: () => void;
}

/** "移动到": picks a folder (or the top level) for a document or a folder. */
export function MoveModal({ title, folders, current, excluded, onMove, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const [target, setTarget] = useState<string>();
  const [error, setError] = useState<string>();
  const [moving, setMoving] = useState(false);
  const chosen = target ?? current ?? TOP_LEVEL;

  const toData = (nodes: FolderNode[]): TreeDataType[] =>
    nodes.map(({ folder, children }) => ({
      key: folder.id,
      title: folder.name,
      disabled: excluded?.has(folder.id) ?? false,
      children: toData(children),
    }));
  const data = [{ key: TOP_LEVEL, title: t('move.top') }, ...toData(buildFolderTree(folders))];

  const confirm = async () => {
    setError(undefined);
    setMoving(true);
    try {
      await onMove(chosen === TOP_LEVEL ? null : chosen);
      const name = folders.find((folder) => folder.id === chosen)?.name ?? t('move.top');
      Message.success(t('move.moved', { name }));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setMoving(false);
    }
  };

  return (
    <Modal
      title={title}
      visible={title !== null}
      okText={t('move.submit')}
      cancelText={t('form.cancel')}
      okButtonProps={{ disabled: chosen === (current ?? TOP_LEVEL) }}
      confirmLoading={moving}
      onOk={() => void confirm()}
      onCancel={onClose}
      afterClose={() => {
        setTarget(undefined);
        setError(undefined);
      }}
      className={shared.modal}
      unmountOnExit
    >
      <Form layout="vertical">
        <Form.Item label={t('move.target')}>
          <TreeSelect
            treeData={data}
            value={chosen}
            onChange={(value: string) => setTarget(value)}
            treeProps={{ defaultExpandedKeys: folders.map((folder) => folder.id) }}
          />
        </Form.Item>
      </Form>
      {error ? (
        <p className={shared.error} role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
