import type { Db } from '../../db/client';
import { addMember, insertTeam, setCurrentOrg } from '../orgs';
import { createUserWithPersonalOrg, findUserByPhone, type UserRow } from '../user';

export const DEMO_ORG_NAME = '妙语演示团队';
export const DEMO_USERS = [
  { phone: '13800000001', nickname: '演示管理员', role: 'admin', orgRole: 'owner' },
  { phone: '13800000002', nickname: '演示成员', role: 'user', orgRole: 'member' },
] as const;

/** First start: a demo team with two members who sign in by phone code like anyone else. */
export async function seedDemoTeam(db: Db): Promise<boolean> {
  if (await findUserByPhone(db, DEMO_USERS[0].phone)) return false;
  const members: { demo: (typeof DEMO_USERS)[number]; user: UserRow }[] = [];
  for (const demo of DEMO_USERS) {
    const { phone, nickname, role } = demo;
    members.push({ demo, user: await createUserWithPersonalOrg(db, { phone, nickname, role }) });
  }
  const [owner, ...others] = members;
  await db.transaction(async (tx) => {
    // The first demo user creates the team (and owns it); the others join it.
    const org = await insertTeam(tx, owner!.user.id, DEMO_ORG_NAME);
    for (const { demo, user } of others) {
      await addMember(tx, org.id, user.id, demo.orgRole);
      await setCurrentOrg(tx, user.id, org.id);
    }
  });
  return true;
}
