import { describe, expect, it } from 'vitest';
import { HELPER_KEY_PREFIX, HELPER_KEYS_MAX } from '@miaoyu/contracts';
import { helperApiKeys, orgMembers } from '../../../db/schema';
import { CHAT_TEST_ENV, chatUsers } from '../../../../test/chat';
import { DATABASE_KINDS } from '../../../../test/databases';
import { useTestApp } from '../../../../test/harness';

describe.each(DATABASE_KINDS)('helper API keys on %s', (kind) => {
  const t = useTestApp(kind, CHAT_TEST_ENV);
  const user = chatUsers(t);

  it('shows a key once, keeps only its hash, and revokes it at once', async () => {
    const owner = await user('13710000001');
    const orgId: string = (await owner.post('/v1/orgs', { name: '密钥团队' })).json().id;
    const helper = (
      await owner.post(`/v1/orgs/${orgId}/helpers`, { name: '接口助手', kind: 'chat' })
    ).json();
    const keys = `/v1/orgs/${orgId}/helpers/${helper.id}/api-keys`;

    const made = await owner.post(keys, { name: ' 官网 ' });
    expect(made.statusCode, made.body).toBe(200);
    const { key, ...shown } = made.json();
    expect(key).toMatch(new RegExp(`^${HELPER_KEY_PREFIX}[A-Za-z0-9_-]{32}$`));
    expect(shown).toMatchObject({ name: '官网', lastUsedAt: null });
    expect(shown.hint).toBe(`${key.slice(0, HELPER_KEY_PREFIX.length + 4)}…`);

    const listed = (await owner.get(keys)).json().list;
    expect(listed).toEqual([shown]);
    expect(JSON.stringify(listed)).not.toContain(key.slice(-10));
    const stored = await t.app.db.select().from(helperApiKeys);
    expect(stored.some((row) => Object.values(row).some((v) => String(v).includes(key)))).toBe(
      false,
    );

    // A member uses the team's helpers but does not hold their keys.
    const member = await user('13710000002');
    await t.app.db
      .insert(orgMembers)
      .values({ orgId: BigInt(orgId), userId: BigInt(member.id), role: 'member' });
    await owner.patch(`/v1/orgs/${orgId}/helpers/${helper.id}`, { visibility: 'team' });
    expect((await member.get(keys)).statusCode).toBe(403);
    expect((await member.post(keys, { name: '偷偷' })).statusCode).toBe(403);

    expect((await owner.del(`${keys}/${shown.id}`)).statusCode).toBe(200);
    expect((await owner.del(`${keys}/${shown.id}`)).statusCode).toBe(404);
    expect((await owner.get(keys)).json().list).toEqual([]);
  });

  it(`holds at most ${HELPER_KEYS_MAX} keys a helper, and refuses bad names`, async () => {
    const owner = await user('13710000003');
    const helper = (
      await owner.post(`/v1/orgs/${owner.orgId}/helpers`, { name: '很多密钥', kind: 'chat' })
    ).json();
    const keys = `/v1/orgs/${owner.orgId}/helpers/${helper.id}/api-keys`;
    expect((await owner.post(keys, { name: '' })).statusCode).toBe(422);
    expect((await owner.post(keys, { name: '名'.repeat(41) })).statusCode).toBe(422);
    for (let i = 0; i < HELPER_KEYS_MAX; i++)
      expect((await owner.post(keys, { name: `k${i}` })).statusCode).toBe(200);
    const over = await owner.post(keys, { name: 'one more' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'HELPER_KEYS_LIMIT' });
    expect(over.json().message).toContain(String(HELPER_KEYS_MAX));
  });
});
