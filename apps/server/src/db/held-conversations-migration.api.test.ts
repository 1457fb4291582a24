import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { describe, expect, it } from 'vitest';
import { testsOn } from '../../test/databases';
import { MIGRATIONS_DIR } from './client';

const RELEASE_MIGRATION = '0013_release_held_conversations.sql';

const apply = async (client: PGlite, file: string) => {
  const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await client.exec(statement);
};

/* Conversations stuck before the services released them: the migration lets them wait again. */
describe.skipIf(!testsOn('pglite'))('the held-conversations migration on pglite', () => {
  it('releases conversations whose holder left, was banned or was deleted; keeps the rest', async () => {
    const client = await PGlite.create('memory://', { extensions: { vector } });
    try {
      const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
      for (const file of files.filter((f) => f < RELEASE_MIGRATION).sort())
        await apply(client, file);
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

      await apply(client, RELEASE_MIGRATION);
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
