import { execFileSync } from 'node:child_process';

/**
 * The benchmark's own PostgreSQL database (never the tests' `test` database), reached with psql
 * so the e2e workspace needs no database driver.
 */
export const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
export const BENCH_DB = 'miaoyu_bench';
export const BENCH_DATABASE_URL = `${PG_SERVER}/${BENCH_DB}`;

export const PAGE_SESSIONS = 1000;
export const MESSAGES_PER_SESSION = 1000;
const PAGE_TITLE = 'bench page ';
export const STREAM_TITLE = 'bench stream ';

function psql(url: string, sql: string): string {
  return execFileSync('psql', [url, '-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', '-f', '-'], {
    input: sql,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

export function createBenchDatabase() {
  const exists = psql(
    `${PG_SERVER}/postgres`,
    `select 1 from pg_database where datname = '${BENCH_DB}';`,
  );
  if (!exists) psql(`${PG_SERVER}/postgres`, `create database ${BENCH_DB};`);
}

export function query(sql: string): string {
  return psql(BENCH_DATABASE_URL, sql);
}

/** Removes the sessions an earlier run's streams left behind (their messages go with them). */
export function deleteStreamSessions(userId: string) {
  query(`delete from chat_sessions where user_id = ${userId} and title like '${STREAM_TITLE}%';`);
}

/**
 * 1,000 sessions of 1,000 messages (500 turns: the question's turn_id is its own id, the
 * answer's the question's) for the user, written once with SQL; later runs reuse them.
 * Returns the session ids and whether they were written now.
 */
export function seedMessagePages(userId: string): { sessionIds: string[]; seededNow: boolean } {
  const have = query(`
    select count(*) from chat_messages m join chat_sessions s on s.id = m.session_id
    where s.user_id = ${userId} and s.title like '${PAGE_TITLE}%';`);
  const wanted = PAGE_SESSIONS * MESSAGES_PER_SESSION;
  const seededNow = Number(have) !== wanted;
  if (seededNow) {
    query(`
      delete from chat_sessions where user_id = ${userId} and title like '${PAGE_TITLE}%';
      begin;
      insert into chat_sessions (org_id, user_id, title, created_at, updated_at)
        select (select current_org_id from users where id = ${userId}), ${userId},
               '${PAGE_TITLE}' || g, now() - interval '1 day', now() - interval '1 day'
        from generate_series(1, ${PAGE_SESSIONS}) g;
      create temp table bench_sessions as
        select id, row_number() over (order by id) - 1 as n
        from chat_sessions where user_id = ${userId} and title like '${PAGE_TITLE}%';
      select coalesce(max(id), 0) + 1 as base from chat_messages \\gset
      -- Ids are computed (message m of session n) so answers can name their question at once.
      insert into chat_messages (id, session_id, user_id, turn_id, role, content, state, model,
                                 prompt_tokens, completion_tokens, created_at, updated_at)
        overriding system value
        select :base + s.n * ${MESSAGES_PER_SESSION} + m, s.id, ${userId},
               :base + s.n * ${MESSAGES_PER_SESSION} + m - m % 2,
               case when m % 2 = 0 then 'user' else 'assistant' end,
               case when m % 2 = 0 then '第 ' || m / 2 || ' 个问题：请解释一下这个概念，并给出一个例子。'
                    else repeat('这是一个较长的回答，包含解释和示例。', 12) end,
               'done',
               case when m % 2 = 0 then '' else 'stub-model' end,
               case when m % 2 = 0 then null else 12 end,
               case when m % 2 = 0 then null else 50 end,
               now() - interval '1 day' + m * interval '1 second',
               now() - interval '1 day' + m * interval '1 second'
        from bench_sessions s, generate_series(0, ${MESSAGES_PER_SESSION - 1}) m;
      select setval('chat_messages_id_seq', (select max(id) from chat_messages));
      commit;`);
  }
  // What autovacuum does to these tables soon enough: statistics and the visibility map (also
  // after earlier runs' stream sessions were deleted).
  query('vacuum (analyze) chat_sessions; vacuum (analyze) chat_messages;');
  const ids = query(`
    select id from chat_sessions where user_id = ${userId} and title like '${PAGE_TITLE}%'
    order by id;`);
  return { sessionIds: ids.split('\n').filter(Boolean), seededNow };
}

export function messageCount(): number {
  return Number(query('select count(*) from chat_messages;'));
}
