import type { PUBLISHING_ERRORS } from './publishing.errors';

/** PUBLISHING_ERRORS in English: every code of the domain, none other. */
export const PUBLISHING_ERRORS_EN: Record<keyof typeof PUBLISHING_ERRORS, string> = {
  HELPER_PUBLIC_NEEDS_MANAGER: "Only the team's owners and admins can make a helper public",
  HELPER_SCENE_NEEDS_MANAGER:
    "This helper is public or has keys: only the team's owners and admins can choose its business scene",
  HELPER_KNOWLEDGE_NEEDS_MANAGER:
    "Only the team's owners and admins can give the team's knowledge to a helper that is public or has keys (API keys, bot links)",
  HELPER_KEYS_NEED_MANAGER:
    "This helper uses the team's knowledge: only the team's owners and admins can make API keys for it",
  BOT_KEYS_NEED_MANAGER: "Only the team's owners and admins can make or change a bot's links",
  KEY_HOLDER_NOT_MEMBER: 'A key can only be handed to a member of the team',
};
