import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { FilePurposes } from './purposes';

describe.each(DATABASE_KINDS)("files' purposes on %s", (kind) => {
  const t = useTestApp(kind);

  it('are each declared by the module that stores them, once', () => {
    expect(t.app.filePurposes.names().sort()).toEqual([...files.purpose.enumValues].sort());
    expect(t.app.filePurposes.get('avatar')?.maxSide).toBe(256);
    expect(t.app.filePurposes.get('logo')?.maxSide).toBe(256);
    expect(t.app.filePurposes.get('feedback')?.maxSide).toBe(2048);
    // Who reads a file by its code alone, and whose files need a reader the module accepts.
    const open = t.app.filePurposes.names().filter((p) => !t.app.filePurposes.get(p)!.canRead);
    expect(open.sort()).toEqual(['avatar', 'logo', 'visitor']);
    const registry = new FilePurposes();
    registry.register({ purpose: 'logo', maxSide: 256 });
    expect(() => registry.register({ purpose: 'logo' })).toThrow(/declared twice/);
  });

  it('a file of a purpose no module declares is not served', async () => {
    const code = 'ghostghostghostghost';
    await t.app.storage.put('ghost/file', Buffer.from('x'), 'text/plain');
    await t.app.db.insert(files).values({
      code,
      userId: null,
      orgId: null,
      purpose: 'ghost' as 'avatar',
      storageKey: 'ghost/file',
      contentType: 'text/plain',
      size: 1,
    });
    const res = await t.app.inject({ method: 'GET', url: `/v1/files/${code}` });
    expect(res.statusCode).toBe(404);
  });
});
