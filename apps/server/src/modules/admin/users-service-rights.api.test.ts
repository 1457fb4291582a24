import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { useTestApp } from '../../../test/harness';
import { users } from '../../db/schema';
import type { Caller } from '../../lib/scope';
import { createUserWithPersonalOrg } from '../user';
import {
  allFeedback,
  closeFeedback,
  createFeedback,
  myFeedback,
  replyToFeedback,
} from '../feedback/service';
import { changeRoleMenu, roleMenus, searchOrgs, searchUsers, setBan } from './users.service';

/** The admin services (users, organisations, menus, feedback) check the platform role themselves. */
describe.each(DATABASE_KINDS)('platform admin services check the caller on %s', (kind) => {
  const t = useTestApp(kind);

  it('refuse a caller who is not a platform admin, changing nothing', async () => {
    const person = (n: number, role: 'admin' | 'user') =>
      createUserWithPersonalOrg(t.app.db, { phone: `+1557000000${n}`, nickname: `p${n}`, role });
    const [plain, victim, admin] = await Promise.all([
      person(1, 'user'),
      person(2, 'user'),
      person(3, 'admin'),
    ]);
    const caller: Caller = { user: plain, tokenId: 0n };
    const page = { q: '', offset: 0, limit: 20 };
    const fields = { type: 'bug' as const, content: '按钮点不动', contact: '' };
    const feedback = await createFeedback(t.app.db, t.app.storage, caller, fields, []);
    const feedbackId = BigInt(feedback.id);
    const refusals = [
      allFeedback(t.app.db, caller, {}, page),
      replyToFeedback(t.app.db, caller, feedbackId, '已修复'),
      closeFeedback(t.app.db, caller, feedbackId),
      searchUsers(t.app.db, caller, page),
      searchOrgs(t.app.db, caller, page),
      setBan(t.app.db, caller, victim.id, true, '广告'),
      roleMenus(t.app.db, caller),
      changeRoleMenu(t.app.db, caller, 'user', null),
    ];
    for (const refusal of refusals)
      await expect(refusal).rejects.toMatchObject({ statusCode: 403 });
    const [after] = await t.app.db.select().from(users).where(eq(users.id, victim.id));
    expect(after!.ban).toBe(false);
    const [mine] = (await myFeedback(t.app.db, caller, page)).list;
    expect(mine).toMatchObject({ status: 'open', replies: [] });

    const allowed = await searchUsers(t.app.db, { user: admin, tokenId: 0n }, page);
    expect(allowed.list.map((u) => u.id)).toContain(String(victim.id));
  });
});
