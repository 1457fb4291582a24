import { describe, expect, it } from 'vitest';
import { fileProblem, UPLOAD_ACCEPT } from './uploadChecks';

const MB = 1024 * 1024;

describe('fileProblem', () => {
  it('lets the supported types through, whatever the case of the extension', () => {
    for (const name of ['a.txt', 'b.MD', 'c.html', 'd.pdf', 'e.docx', 'f.xlsx', 'g.csv', 'h.json'])
      expect(fileProblem({ name, size: 10 }, MB), name).toBeNull();
  });

  it('refuses other types, empty files and files over the limit before sending', () => {
    expect(fileProblem({ name: 'photo.png', size: 10 }, MB)).toBe('type');
    expect(fileProblem({ name: 'noextension', size: 10 }, MB)).toBe('type');
    expect(fileProblem({ name: 'a.txt', size: 0 }, MB)).toBe('empty');
    expect(fileProblem({ name: 'a.pdf', size: MB + 1 }, MB)).toBe('size');
    expect(fileProblem({ name: 'a.pdf', size: MB }, MB)).toBeNull();
  });

  it('gives the file picker the same list', () => {
    expect(UPLOAD_ACCEPT).toContain('.pdf');
    expect(UPLOAD_ACCEPT).toContain('.xlsx');
  });
});
