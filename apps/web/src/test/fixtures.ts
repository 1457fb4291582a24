import type { LoginAnswer, UserInfo } from '@miaoyu/contracts/user';

export const user: UserInfo = {
  id: '42',
  orgId: '7',
  orgName: '妙语团队',
  tenantId: '7',
  nickname: '小妙',
  avatar: '',
  phone: '13800000001',
  role: 'user',
  ban: false,
  permissions: [],
  createAt: '2025-01-01T00:00:00.000Z',
};

export const loginAnswer: LoginAnswer = {
  ...user,
  session: { token: 'secret-token', expiresAt: '2025-02-01T00:00:00.000Z' },
};
