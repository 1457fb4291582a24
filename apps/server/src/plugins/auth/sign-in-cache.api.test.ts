import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { buildApp, type App } from '../../app';
import { DATABASE_KINDS, testsOn } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { adminSetUserBan } from '../../modules/admin/repo';
import { SIGN_IN_CHANNEL } from './sign-in-cache';

/** Notices arrive a moment after the write commits: wait for what they cause, not a fixed time. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 3_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Statements run with triggers off, as a write that sends no notice (nothing in the product does). */
const withoutNotices = (statement: string) =>
  `begin; set local session_replication_role = replica; ${statement}; commit;`;

/**
 * Waits until the instance serves this sign-in from memory: notices of the sign-in's own writes
 * (a new user's row) may still be arriving, and a lookup they overtake is not kept. Proven by a
 * change that sends no notice not being seen.
 */
async function untilKept(app: App, userId: string, authorization: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await info(app, authorization);
    const marker = `kept-${attempt}`;
    await app.database.executeSql(
      withoutNotices(`update users set nickname = '${marker}' where id = ${userId}`),
    );
    if ((await info(app, authorization)).json<{ nickname: string }>().nickname !== marker) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the sign-in was never kept');
}

const info = (app: App, authorization: string) =>
  app.inject({ method: 'GET', url: '/v1/user/info', headers: { authorization } });

describe.each(DATABASE_KINDS)('sign-ins kept between requests on %s', (kind) => {
  const t = useTestApp(kind);

  const nicknameOf = async (app: App, authorization: string) =>
    (await info(app, authorization)).json<{ nickname?: string }>().nickname;

  it('serves a repeated sign-in without reading it again, until a notice says it changed', async () => {
    const { answer, authorization } = await t.signIn('13700000601');
    await untilKept(t.app, answer.id, authorization);
    // Any write to the row sends the notice, by hand too.
    await t.app.database.executeSql(`update users set nickname = '已通知' where id = $1`, [
      answer.id,
    ]);
    expect(
      await eventually(
        () => nicknameOf(t.app, authorization),
        (name) => name === '已通知',
      ),
    ).toBe('已通知');
  });

  it('refuses a kept sign-in on the next request after a ban or a revocation written by hand', async () => {
    const banned = await t.signIn('13700000602');
    await info(t.app, banned.authorization);
    await t.app.database.executeSql(`update users set ban = true where id = $1`, [
      banned.answer.id,
    ]);
    const afterBan = await eventually(
      () => info(t.app, banned.authorization),
      (res) => res.statusCode !== 200,
    );
    expect([afterBan.statusCode, afterBan.json().code]).toEqual([403, 'USER_BANNED']);

    const revoked = await t.signIn('13700000603');
    await info(t.app, revoked.authorization);
    await t.app.database.executeSql(
      `update auth_tokens set revoked_at = now() where user_id = $1`,
      [revoked.answer.id],
    );
    const afterRevoke = await eventually(
      () => info(t.app, revoked.authorization),
      (res) => res.statusCode !== 200,
    );
    expect([afterRevoke.statusCode, afterRevoke.json().code]).toEqual([401, 'TOKEN_REVOKED']);
  });

  it('refuses at once after a sign-out or a profile change through the API', async () => {
    const { answer, authorization } = await t.signIn('13700000604');
    await info(t.app, authorization);
    const renamed = await t.app.inject({
      method: 'POST',
      url: `/v1/user/${answer.id}/profile`,
      headers: { authorization },
      payload: { nickname: '新名字' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await nicknameOf(t.app, authorization)).toBe('新名字');
    await t.app.inject({ method: 'POST', url: '/v1/user/logout', headers: { authorization } });
    const after = await info(t.app, authorization);
    expect([after.statusCode, after.json().code]).toEqual([401, 'TOKEN_REVOKED']);
  });
});

describe.runIf(testsOn('postgres'))('sign-ins kept on two instances of one PostgreSQL', () => {
  const t = useTestApp('postgres');
  let other: App;
  /** What the second instance's sign-in listening connection went through. */
  const listening = { drops: 0, reconnects: 0 };

  beforeAll(async () => {
    const database = t.app.database;
    // The second instance shares the database; the first one closes it.
    other = await buildApp(testConfig({}), {
      database: {
        ...database,
        close: async () => {},
        listen: (channel, onNotice, onReconnect, onDrop) => {
          const ours = channel === SIGN_IN_CHANNEL;
          return database.listen(
            channel,
            onNotice,
            () => {
              if (ours) listening.reconnects += 1;
              onReconnect();
            },
            () => {
              if (ours) listening.drops += 1;
              onDrop?.();
            },
          );
        },
      },
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
  });

  it('a request while a ban is being written is answered from the old row but keeps nothing', async () => {
    const { answer, authorization } = await t.signIn('13700000613');
    await untilKept(t.app, answer.id, authorization);
    await t.app.db.transaction(async (tx) => {
      await adminSetUserBan(tx, BigInt(answer.id), true, '发布广告');
      // Not committed yet: another connection still reads the user as not banned.
      expect((await info(t.app, authorization)).statusCode).toBe(200);
    });
    // Committed: the very next request is refused, notice or not.
    expect((await info(t.app, authorization)).statusCode).toBe(403);
  });

  it('a ban written anywhere reaches the instance that kept the sign-in', async () => {
    const { answer, authorization } = await t.signIn('13700000611');
    await untilKept(other, answer.id, authorization);
    await t.app.database.executeSql(`update users set ban = true where id = $1`, [answer.id]);
    const after = await eventually(
      () => info(other, authorization),
      (res) => res.statusCode !== 200,
    );
    expect(after.statusCode).toBe(403);
  });

  it('keeps nothing while its notices are cut off, and keeps again once they are back', async () => {
    const { answer, authorization } = await t.signIn('13700000612');
    await untilKept(other, answer.id, authorization);
    await t.app.database.executeSql(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database()
         and query ilike 'listen%miaoyu_sign_in%'`,
    );
    expect(
      await eventually(
        async () => listening.drops,
        (drops) => drops === 1,
      ),
    ).toBe(1);
    // Cut off, a change that sends no notice is seen at once: nothing is served from memory.
    await t.app.database.executeSql(
      withoutNotices(`update users set nickname = '断开时改' where id = ${answer.id}`),
    );
    const cutOff = (await info(other, authorization)).json<{ nickname: string }>();
    expect(cutOff.nickname).toBe('断开时改');
    // Seen before the connection came back (which empties the cache too), so not thanks to that.
    expect(listening.reconnects).toBe(0);
    expect(
      await eventually(
        async () => listening.reconnects,
        (count) => count === 1,
        5_000,
      ),
    ).toBe(1);
    await untilKept(other, answer.id, authorization);
  });
});
