import type { DatasetFolder } from '@miaoyu/contracts/knowledge';
import { describe, expect, it, vi } from 'vitest';
import { createFolderResolver } from './folderPaths';

function setup(known: DatasetFolder[] = []) {
  let next = 100;
  const create = vi.fn(async (_name: string, _parentId: string | null) => String(next++));
  return { create, resolver: createFolderResolver({ known: () => known, create }) };
}

describe('createFolderResolver', () => {
  it('creates each folder of a path once, parents first, under the open folder', async () => {
    const { create, resolver } = setup();
    const [a, b, c] = await Promise.all([
      resolver.resolve('7', ['手册', '附录']),
      resolver.resolve('7', ['手册', '附录']),
      resolver.resolve('7', ['手册']),
    ]);
    expect(create.mock.calls).toEqual([
      ['手册', '7'],
      ['附录', '100'],
    ]);
    expect([a, b, c]).toEqual(['101', '101', '100']);
  });

  it('keeps a file without folders in the open folder', async () => {
    const { create, resolver } = setup();
    expect(await resolver.resolve(null, [])).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('reuses a folder of the same name that already exists', async () => {
    const { create, resolver } = setup([
      { id: '5', name: '手册', parentId: null, documentCount: 0 },
    ]);
    expect(await resolver.resolve(null, ['手册', '新'])).toBe('100');
    expect(create.mock.calls).toEqual([['新', '5']]);
  });

  it('tries a failed creation again on the next call', async () => {
    const { create, resolver } = setup();
    create.mockRejectedValueOnce(new Error('offline'));
    await expect(resolver.resolve(null, ['a'])).rejects.toThrow('offline');
    expect(await resolver.resolve(null, ['a'])).toBe('100');
  });

  it('cuts directory names to the 50 characters a folder name may have', async () => {
    const { create, resolver } = setup();
    await resolver.resolve(null, ['长'.repeat(60)]);
    expect(create.mock.calls[0]![0]).toBe('长'.repeat(50));
  });
});
