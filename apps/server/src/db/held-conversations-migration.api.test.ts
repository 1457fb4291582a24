import { describe, expect, it } from 'vitest';
import { testsOn } from '../../test/databases';
import { applyMigration, databaseBefore } from '../../test/migrations';

const RELEASE_MIGRATION = '0013_release_held_conversations.sql';

/* Conversations stuck before the services released them: the migration lets them wait again. */
describe.skipIf(!testsOn('pglite'))('the held-conversations migration on pglite', () => {
  it('releases conversations whose holder left, was banned or was deleted; keeps the rest', async () => {
    const client = await databaseBefore(RELEASE_MIGRATION);
    try {
      await client.exec(`
        insert into users (id, phone, nickname, ban) overriding system value values
          (1, '13000000001', 'in the team', false), (2, '13000000002', 'left', false),
          (3, '13000000003', 'banned', true);
        insert into organisations (id, code, name, kind) overriding system value values
          (20, 'team', 'Team', 'team');
        insert into org_members (org_id, user_id, role) values (20, 1, 'owner'), (20, 3, 'member');
        insert into chat_sessions (id, org_id, visitor_id, title, status, agent_id)
          overriding system value values
          (101, 20, 'v1', 'kept', 'agent', 1), (102, 20, 'v2', 'left', 'agent', 2),
          (103, 20, 'v3', 'banned', 'agent', 3), (104, 20, 'v4', 'deleted', 'agent', null),
          (105, 20, 'v5', 'closed', 'closed', 2);
      `);

      await applyMigration(client, RELEASE_MIGRATION);
      const rows = await client.query<{ id: number; status: string; agent: number | null }>(
        'select id::int, status, agent_id::int as agent from chat_sessions order by id',
      );
      expect(rows.rows).toEqual([
        { id: 101, status: 'agent', agent: 1 },
        { id: 102, status: 'pending', agent: null },
        { id: 103, status: 'pending', agent: null },
        { id: 104, status: 'pending', agent: null },
        // A closed conversation keeps who answered it.
        { id: 105, status: 'closed', agent: 2 },
      ]);
    } finally {
      await client.close();
    }
  });
});
