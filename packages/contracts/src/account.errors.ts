/**
 * One's own account: its phone number, and deleting it. The domain's error codes, each with its
 * text in Chinese, the source; the English is beside it, in `account.errors.en-US.ts`.
 * `error-codes.ts` merges every domain's.
 */
export const ACCOUNT_ERRORS = {
  OWNS_TEAM_WITH_MEMBERS: '你拥有仍有其他成员的团队，请先转让或删除这些团队',
  PHONE_TAKEN: '该手机号已被其他账号使用',
} as const satisfies Record<string, string>;
