import { Button, Dropdown, Menu, Tree } from '@arco-design/web-react';
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import { IconMore } from '@arco-design/web-react/icon';
import type { DatasetFolder } from '@miaoyu/contracts/knowledge';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_DOCUMENTS } from '../../api/keys';
import { buildFolderTree, folderPath, type FolderNode } from '../../logic/folderTree';
import styles from './Folders.module.css';

export { ALL_DOCUMENTS };

export type FolderAction = 'create' | 'rename' | 'move' | 'delete';

interface Props {
  folders: readonly DatasetFolder[];
  selected: string;
  onSelect: (key: string) => void;
  /** Managers get each folder's menu; `folder` is null for the root. */
  onAction?: (action: FolderAction, folder: DatasetFolder | null) => void;
}

function treeData(nodes: FolderNode[]): TreeDataType[] {
  return nodes.map(({ folder, children }) => ({
    key: folder.id,
    title: (
      <span className={styles.node} title={folder.name}>
        <span className={styles.name}>{folder.name}</span>
        <span className={styles.count}>{folder.documentCount}</span>
      </span>
    ),
    children: treeData(children),
  }));
}

/** The knowledge base's folders under "all documents", each with its own documents' count. */
export function FolderTree({ folders, selected, onSelect, onAction }: Props) {
  const { t } = useTranslation('knowledge');
  const data = useMemo(
    () => [
      { key: ALL_DOCUMENTS, title: t('folders.all'), children: treeData(buildFolderTree(folders)) },
    ],
    [folders, t],
  );
  const opened = [ALL_DOCUMENTS, ...folderPath(folders, selected).map((folder) => folder.id)];
  const byId = new Map(folders.map((folder) => [folder.id, folder]));

  const menuOf = (key: string) => {
    const folder = byId.get(key) ?? null;
    const items: FolderAction[] = folder ? ['create', 'rename', 'move', 'delete'] : ['create'];
    return (
      <Menu onClickMenuItem={(action) => onAction?.(action as FolderAction, folder)}>
        {items.map((action) => (
          <Menu.Item key={action}>
            {t(
              action === 'create'
                ? folder
                  ? 'folders.newSubfolder'
                  : 'folders.newFolder'
                : `folders.${action}`,
            )}
          </Menu.Item>
        ))}
      </Menu>
    );
  };

  return (
    <Tree
      className={styles.tree}
      treeData={data}
      blockNode
      size="small"
      selectedKeys={[selected]}
      defaultExpandedKeys={opened}
      onSelect={(keys) => keys[0] && onSelect(keys[0])}
      renderExtra={
        onAction
          ? (node) => (
              <Dropdown droplist={menuOf(node._key ?? ALL_DOCUMENTS)} trigger="click" position="br">
                <Button
                  type="text"
                  size="mini"
                  icon={<IconMore />}
                  aria-label={t('folders.actions')}
                  onClick={(event) => event.stopPropagation()}
                />
              </Dropdown>
            )
          : undefined
      }
    />
  );
}
