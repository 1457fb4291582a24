import type { DatasetFolder } from '@miaoyu/contracts/knowledge';
import { describe, expect, it } from 'vitest';
import { buildFolderTree, folderPath, folderWithDescendants } from './folderTree';

const folder = (id: string, name: string, parentId: string | null = null): DatasetFolder => ({
  id,
  name,
  parentId,
  documentCount: 0,
});

const shape = (nodes: ReturnType<typeof buildFolderTree>): unknown[] =>
  nodes.map((node) =>
    node.children.length ? [node.folder.name, shape(node.children)] : node.folder.name,
  );

describe('buildFolderTree', () => {
  it('nests folders by parentId and sorts each level by name (pinyin, numbers in order)', () => {
    const tree = buildFolderTree([
      folder('3', '第10章', '1'),
      folder('1', '手册'),
      folder('2', '第2章', '1'),
      folder('4', '附录', '3'),
      folder('5', '答疑'),
    ]);
    expect(shape(tree)).toEqual(['答疑', ['手册', ['第2章', ['第10章', ['附录']]]]]);
  });

  it('puts a folder whose parent is missing at the top level', () => {
    expect(shape(buildFolderTree([folder('2', '孤儿', '99')]))).toEqual(['孤儿']);
  });

  it('breaks a loop of parents instead of losing the folders', () => {
    const tree = buildFolderTree([folder('1', 'A', '2'), folder('2', 'B', '1')]);
    expect(shape(tree)).toEqual([['A', ['B']]]);
  });

  it('gives an empty tree for no folders', () => {
    expect(buildFolderTree([])).toEqual([]);
  });
});

describe('folderWithDescendants', () => {
  it('collects the folder and everything below it, nothing beside it', () => {
    const folders = [
      folder('1', 'a'),
      folder('2', 'b', '1'),
      folder('3', 'c', '2'),
      folder('4', 'd'),
    ];
    expect([...folderWithDescendants(folders, '1')].sort()).toEqual(['1', '2', '3']);
    expect([...folderWithDescendants(folders, '3')]).toEqual(['3']);
  });
});

describe('folderPath', () => {
  it('lists the folders from the top level down', () => {
    const folders = [folder('1', 'a'), folder('2', 'b', '1'), folder('3', 'c', '2')];
    expect(folderPath(folders, '3').map((f) => f.name)).toEqual(['a', 'b', 'c']);
    expect(folderPath(folders, null)).toEqual([]);
    expect(folderPath(folders, '404')).toEqual([]);
  });
});
