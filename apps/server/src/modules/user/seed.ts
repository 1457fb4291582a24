import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, orgMembers, users } from '../../db/schema';
import { publicCode } from '../../lib/crypto';
import { createUserWithPersonalOrg, findUserByPhone, type UserRow } from './repo';

export const DEMO_ORG_NAME = '妙语演示团队';
export const DEMO_USERS = [
  { phone: '13800000001', nickname: '演示管理员', role: 'admin', orgRole: 'owner' },
  { phone: '13800000002', nickname: '演示成员', role: 'user', orgRole: 'member' },
] as const;

/** First start: a demo team with two members who sign in by phone code like anyone else. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await findUserByPhone(db, DEMO_USERS[0].phone)) return false;
  const members: { demo: (typeof DEMO_USERS)[number]; user: UserRow }[] = [];
  for (const demo of DEMO_USERS) {
    const { phone, nickname, role } = demo;
    members.push({ demo, user: await createUserWithPersonalOrg(db, { phone, nickname, role }) });
  }
  await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({
        code: publicCode(),
        name: DEMO_ORG_NAME,
        kind: 'team',
        createdBy: members[0]!.user.id,
      })
      .returning({ id: organisations.id });
    for (const { demo, user } of members) {
      await tx.insert(orgMembers).values({ orgId: org!.id, userId: user.id, role: demo.orgRole });
      await tx.update(users).set({ currentOrgId: org!.id }).where(eq(users.id, user.id));
    }
  });
  return true;
}
