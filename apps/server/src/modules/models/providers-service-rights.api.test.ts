import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { orgMembers } from '../../db/schema';
import type { Caller } from '../../lib/scope';
import { createTeam } from '../orgs/service';
import { createUserWithPersonalOrg } from '../user';
import {
  createProvider,
  deleteProvider,
  listProviders,
  testProvider,
  updateProvider,
} from './providers.service';

/** The services check rights themselves: a route that forgot its hook would still refuse. */
describe.each(DATABASE_KINDS)('model provider services check the caller on %s', (kind) => {
  const t = useTestApp(kind, { LLM_ALLOWED_HOSTS: '127.0.0.1:9' });

  async function team() {
    const tag = `${Date.now() % 1_000_000}`.padStart(6, '0');
    const person = (n: number) =>
      createUserWithPersonalOrg(t.app.db, { phone: `+1556${tag}${n}`, nickname: `p${n}` });
    const [owner, member, outsider] = await Promise.all([person(1), person(2), person(3)]);
    const org = await createTeam(t.app.db, { user: owner, tokenId: 0n }, `模型团队${tag}`);
    const orgId = BigInt(org.id);
    await t.app.db.insert(orgMembers).values({ orgId, userId: member.id, role: 'member' });
    const caller = (user: typeof owner): Caller => ({ user, tokenId: 0n });
    return { orgId, owner: caller(owner), member: caller(member), outsider: caller(outsider) };
  }

  const input = {
    name: '团队模型',
    kind: 'openai-compatible' as const,
    baseUrl: 'http://127.0.0.1:9/v1',
    apiKey: 'sk-test-0000000000',
    models: [{ id: 'm', kind: 'chat' as const, vision: false, contextSize: 8192 }],
    enabled: true,
  };

  it('lets a member read but not change, and an outsider neither', async () => {
    const { orgId, owner, member, outsider } = await team();
    const saved = await createProvider(t.app, owner, orgId, input);
    const id = BigInt(saved.id);

    expect((await listProviders(t.app, member, orgId)).map((p) => p.id)).toEqual([saved.id]);
    await expect(listProviders(t.app, outsider, orgId)).rejects.toMatchObject({ statusCode: 404 });

    for (const [who, status] of [
      [member, 403],
      [outsider, 404],
    ] as const) {
      await expect(createProvider(t.app, who, orgId, input)).rejects.toMatchObject({
        statusCode: status,
      });
      await expect(
        updateProvider(t.app, who, orgId, id, { ...input, apiKey: undefined }),
      ).rejects.toMatchObject({ statusCode: status });
      await expect(deleteProvider(t.app, who, orgId, id)).rejects.toMatchObject({
        statusCode: status,
      });
      await expect(
        testProvider(
          t.app,
          who,
          orgId,
          { providerId: saved.id, model: 'm', kind: 'chat' },
          'zh-CN',
        ),
      ).rejects.toMatchObject({ statusCode: status });
    }
    // Nothing the refused calls tried was written.
    expect(await listProviders(t.app, owner, orgId)).toEqual([saved]);
  });
});
