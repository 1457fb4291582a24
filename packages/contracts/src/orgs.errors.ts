/**
 * Organisations: teams, their members, roles and invitations. The domain's error codes, each with
 * its text in Chinese, the source; the English is beside it, in `orgs.errors.en-US.ts`.
 * `error-codes.ts` merges every domain's.
 */
export const ORG_ERRORS = {
  ORG_NAME_MISMATCH: '输入的团队名称不一致',
  TEAM_CODE_TAKEN: '该团队代码已被使用',
  PERSONAL_ORG: '个人空间不能执行此操作',
  OWNER_MUST_TRANSFER: '所有者需先转让团队',
  ALREADY_MEMBER: '你已是该团队成员',
  INVITE_EXPIRED: '邀请链接已过期',
  INVITE_USED: '邀请链接已被使用',
  INVITE_REVOKED: '邀请链接已被撤销',
  INVITE_WRONG_PHONE: '该邀请只发给了另一个手机号',
  ROLE_TOO_HIGH: '不能管理与你同级或更高的角色',
} as const satisfies Record<string, string>;
