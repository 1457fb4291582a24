import { describe, expect, it } from 'vitest';
import { testsOn } from '../../test/databases';
import { applyMigration, databaseBefore } from '../../test/migrations';

const CURRENT_ORG_MIGRATION = '0012_current_org_membership.sql';

/* Existing rows, as they stood before the rule: the migration mends them before it adds it. */
describe.skipIf(!testsOn('pglite'))('the current organisation migration on pglite', () => {
  it('moves anyone whose current organisation is not theirs home, then keeps it so', async () => {
    const client = await databaseBefore(CURRENT_ORG_MIGRATION);
    try {
      await client.exec(`
        insert into users (id, phone, nickname) overriding system value values
          (1, '13000000001', 'A'), (2, '13000000002', 'B'), (3, '13000000003', 'C');
        insert into organisations (id, code, name, kind) overriding system value values
          (11, 'pa', 'A', 'personal'), (12, 'pb', 'B', 'personal'), (13, 'pc', 'C', 'personal'),
          (20, 'team', 'Team', 'team');
        insert into org_members (org_id, user_id, role) values
          (11, 1, 'owner'), (12, 2, 'owner'), (13, 3, 'owner'), (20, 1, 'owner');
        update users set current_org_id = 20 where id = 1;
        update users set current_org_id = 20 where id = 2; -- B was removed without being moved
      `);

      await applyMigration(client, CURRENT_ORG_MIGRATION);
      const current = async () =>
        (
          await client.query<{ id: number; org: number | null }>(
            'select id::int, current_org_id::int as org from users order by id',
          )
        ).rows;
      expect(await current()).toEqual([
        { id: 1, org: 20 },
        { id: 2, org: 12 },
        { id: 3, org: null },
      ]);

      await expect(
        client.exec('update users set current_org_id = 20 where id = 3'),
      ).rejects.toThrow(/users_current_org_membership_fk/);
      await client.exec('delete from org_members where org_id = 20 and user_id = 1');
      expect((await current())[0]).toEqual({ id: 1, org: null });
    } finally {
      await client.close();
    }
  });
});
