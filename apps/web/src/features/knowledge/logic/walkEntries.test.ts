import { describe, expect, it } from 'vitest';
import { pickedFiles, walkEntries, type EntryLike } from './walkEntries';

const fileEntry = (name: string): EntryLike =>
  Object.assign(
    { name, isFile: true, isDirectory: false },
    {
      file: (done: (file: File) => void) => done(new File([name], name)),
    },
  );

/** A directory whose reader answers in batches of two, as browsers answer in batches of 100. */
const dirEntry = (name: string, children: EntryLike[]): EntryLike =>
  Object.assign(
    { name, isFile: false, isDirectory: true },
    {
      createReader: () => {
        let offset = 0;
        return {
          readEntries: (done: (entries: EntryLike[]) => void) => {
            const batch = children.slice(offset, offset + 2);
            offset += batch.length;
            setTimeout(() => done(batch));
          },
        };
      },
    },
  );

describe('walkEntries', () => {
  it('walks dropped folders into the path of each file, reading every batch', async () => {
    const dropped = [
      fileEntry('readme.md'),
      dirEntry('手册', [
        fileEntry('a.pdf'),
        fileEntry('b.docx'),
        fileEntry('c.txt'),
        dirEntry('附录', [fileEntry('d.csv')]),
        dirEntry('空', []),
      ]),
    ];
    const files = await walkEntries(dropped);
    expect(files.map(({ file, dir }) => [...dir, file.name].join('/'))).toEqual([
      'readme.md',
      '手册/a.pdf',
      '手册/b.docx',
      '手册/c.txt',
      '手册/附录/d.csv',
    ]);
  });

  it('skips hidden files and folders', async () => {
    const files = await walkEntries([
      fileEntry('.DS_Store'),
      dirEntry('.git', [fileEntry('config')]),
      dirEntry('docs', [fileEntry('.hidden'), fileEntry('x.md')]),
    ]);
    expect(files.map(({ file, dir }) => [...dir, file.name].join('/'))).toEqual(['docs/x.md']);
  });
});

describe('pickedFiles', () => {
  const picked = (path: string) => {
    const file = new File(['x'], path.split('/').pop()!);
    Object.defineProperty(file, 'webkitRelativePath', { value: path });
    return file;
  };

  it('takes the folders of a chosen directory from each relative path', () => {
    const files = pickedFiles([
      picked('手册/a.pdf'),
      picked('手册/附录/b.md'),
      picked('手册/.DS_Store'),
    ]);
    expect(files.map(({ file, dir }) => [dir, file.name])).toEqual([
      [['手册'], 'a.pdf'],
      [['手册', '附录'], 'b.md'],
    ]);
  });

  it('keeps plainly picked files in the open folder', () => {
    expect(pickedFiles([new File(['x'], 'a.txt')])[0]!.dir).toEqual([]);
  });
});
