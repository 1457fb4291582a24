import { describe, expect, it } from 'vitest';
import type { SceneSecret } from '@miaoyu/contracts';
import { chatUsers } from '../../../test/chat';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';

describe.each(DATABASE_KINDS)("a team's scene secrets on %s", (kind) => {
  const t = useTestApp(kind);
  const user = chatUsers(t);

  it('lists names with both times, replaces a value, deletes, and never returns a value', async () => {
    const owner = await user('13900381001');
    const orgId: string = (await owner.post('/v1/orgs', { name: '密钥团队' })).json().id;
    const url = `/v1/orgs/${orgId}/scene-secrets`;

    expect((await owner.put(`${url}/CRM_KEY`, { value: 'first-value' })).statusCode).toBe(200);
    const [added] = (await owner.get(url)).json().list as SceneSecret[];
    expect(added).toEqual({
      name: 'CRM_KEY',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await owner.put(`${url}/CRM_KEY`, { value: 'second-value' })).statusCode).toBe(200);
    const listed = await owner.get(url);
    const [replaced] = listed.json().list as SceneSecret[];
    expect(replaced!.createdAt).toBe(added!.createdAt);
    expect(Date.parse(replaced!.updatedAt)).toBeGreaterThan(Date.parse(added!.updatedAt));
    expect(listed.body).not.toContain('value');

    const empty = await owner.put(`${url}/CRM_KEY`, { value: '' });
    expect(empty.statusCode).toBe(422);
    const badName = await owner.put(`${url}/1bad`, { value: 'x' });
    expect(badName.statusCode).toBe(422);

    expect((await owner.del(`${url}/CRM_KEY`)).json()).toEqual({ deleted: true });
    expect((await owner.get(url)).json()).toEqual({ list: [] });
    expect((await owner.del(`${url}/CRM_KEY`)).statusCode).toBe(404);
  });

  it("keeps a member out of the team's secrets", async () => {
    const owner = await user('13900381002');
    const orgId: string = (await owner.post('/v1/orgs', { name: '密钥团队二' })).json().id;
    const invite = await owner.post(`/v1/orgs/${orgId}/invites`, {
      role: 'member',
      expiresInHours: 24,
      maxUses: 1,
    });
    const member = await user('13900381003');
    await member.post(`/v1/invites/${invite.json().code}/accept`);
    expect((await member.get(`/v1/orgs/${orgId}/scene-secrets`)).statusCode).toBe(403);
    const put = await member.put(`/v1/orgs/${orgId}/scene-secrets/KEY`, { value: 'x' });
    expect(put.statusCode).toBe(403);
  });
});
