import { describe, expect, it } from 'vitest';
import { testsOn } from '../../test/databases';
import { applyMigration, databaseBefore } from '../../test/migrations';

const KEY_SUSPENSION_MIGRATION = '0016_key_suspension.sql';

/* Keys made before the rule, whose holders have gone since: the migration stops them too. */
describe.skipIf(!testsOn('pglite'))('the key suspension migration on pglite', () => {
  it('suspends the keys of holders already removed, banned or deleted, and only theirs', async () => {
    const client = await databaseBefore(KEY_SUSPENSION_MIGRATION);
    try {
      await client.exec(`
        insert into users (id, phone, nickname, ban) overriding system value values
          (1, '13000000001', 'owner', false), (2, '13000000002', 'gone', false),
          (3, '13000000003', 'banned', true);
        insert into organisations (id, code, name, kind) overriding system value values
          (20, 'team', 'Team', 'team');
        insert into org_members (org_id, user_id, role) values (20, 1, 'owner'), (20, 3, 'member');
        insert into helpers (id, org_id, code, name, kind, author_id, context_size, top_k, min_score)
          overriding system value values (5, 20, 'abcdefghij', '客服', 'service', 1, 10, 5, 0);
        insert into helper_api_keys (id, org_id, helper_id, name, hint, key_hash, created_by)
          overriding system value values
          (1, 20, 5, 'a', 'sk', 'h1', 1), (2, 20, 5, 'b', 'sk', 'h2', 2),
          (3, 20, 5, 'c', 'sk', 'h3', 3), (4, 20, 5, 'd', 'sk', 'h4', null);
        insert into bot_keys (id, org_id, helper_id, key, name, per_visitor_per_minute,
          per_visitor_per_day, created_by, revoked_at) overriding system value values
          (1, 20, 5, 'k1', 'a', 1, 1, 1, null), (2, 20, 5, 'k2', 'b', 1, 1, 2, null),
          (3, 20, 5, 'k3', 'c', 1, 1, 2, now());
      `);

      await applyMigration(client, KEY_SUSPENSION_MIGRATION);
      const states = async (table: string) =>
        (
          await client.query<{ id: number; reason: string | null; suspended: boolean }>(
            `select id::int, suspended_reason as reason, suspended_at is not null as suspended
              from ${table} order by id`,
          )
        ).rows;
      expect(await states('helper_api_keys')).toEqual([
        { id: 1, reason: null, suspended: false },
        { id: 2, reason: 'removed', suspended: true },
        { id: 3, reason: 'banned', suspended: true },
        { id: 4, reason: 'deleted', suspended: true },
      ]);
      expect(await states('bot_keys')).toEqual([
        { id: 1, reason: null, suspended: false },
        { id: 2, reason: 'removed', suspended: true },
        // Revoked already: it stays simply revoked.
        { id: 3, reason: null, suspended: false },
      ]);
    } finally {
      await client.close();
    }
  });
});
