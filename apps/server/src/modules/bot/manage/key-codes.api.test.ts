import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { botKeys } from '../../../db/schema';
import { addKey, serviceHelper } from '../../../../test/bot';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';

describe.each(DATABASE_KINDS)('bot link keys people can read on %s', (kind) => {
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);
  const look = (key: string) => t.app.inject({ method: 'GET', url: `/v1/webPreviewUi?key=${key}` });

  it('makes keys without look-alikes, found whatever their case', async () => {
    const owner = await user('13944450001');
    const orgId: string = (await owner.post('/v1/orgs', { name: '读码团队' })).json().id;
    const helperId = await serviceHelper(owner, orgId);
    for (let n = 0; n < 3; n += 1) {
      const { key } = await addKey(owner, orgId, helperId, { name: `链接${n}` });
      // `cs`, then lower-case letters and digits with no 0/o, 1/l/i.
      expect(key).toMatch(/^cs[a-hjkmnp-z2-9]{22}$/);
      expect((await look(key)).statusCode).toBe(200);
      expect((await look(key.toUpperCase())).statusCode).toBe(200);
    }
  });

  it('keeps older keys working, spelt as they were made', async () => {
    const owner = await user('13944450002');
    const orgId: string = (await owner.post('/v1/orgs', { name: '旧码团队' })).json().id;
    const helperId = await serviceHelper(owner, orgId);
    const made = await addKey(owner, orgId, helperId);
    // A key made before keys were readable: any letter or digit, in either case.
    const older = 'csAbC0l1IoOxYz9876543210';
    await t.app.db
      .update(botKeys)
      .set({ key: older })
      .where(eq(botKeys.id, BigInt(made.id)));
    expect((await look(older)).statusCode).toBe(200);
    // Its case matters: another spelling is another key, and there is none.
    const other = await look(older.toLowerCase());
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('BOT_KEY_INVALID');
  });
});
