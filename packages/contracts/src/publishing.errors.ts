/**
 * Who may put a team's helper in front of people outside the team, and who may hold its keys. The
 * domain's error codes, each with its text in Chinese, the source; the English is beside it, in
 * `publishing.errors.en-US.ts`. `error-codes.ts` merges every domain's.
 */
export const PUBLISHING_ERRORS = {
  HELPER_PUBLIC_NEEDS_MANAGER: '只有团队的所有者和管理员可以把助手公开到助手广场',
  HELPER_SCENE_NEEDS_MANAGER:
    '这个助手对外公开或有密钥：只有团队的所有者和管理员可以为它选择业务场景',
  HELPER_KNOWLEDGE_NEEDS_MANAGER:
    '只有团队的所有者和管理员可以给公开的或有密钥（API 密钥、客服访问链接）的助手接入团队的知识库',
  HELPER_KEYS_NEED_MANAGER:
    '这个助手接入了团队的知识库，只有团队的所有者和管理员可以为它创建 API 密钥',
  BOT_KEYS_NEED_MANAGER: '只有团队的所有者和管理员可以新建或修改客服的访问链接',
  KEY_HOLDER_NOT_MEMBER: '只能转交给团队里的成员',
} as const satisfies Record<string, string>;
