import type { BOT_ERRORS } from './errors';

/** BOT_ERRORS in English: every code of the domain, none other. */
export const BOT_ERRORS_EN: Record<keyof typeof BOT_ERRORS, string> = {
  BOT_KEY_INVALID: 'This customer-service link does not exist or was turned off',
  BOT_KEY_EXPIRED: 'This customer-service link has expired',
  BOT_ORIGIN_NOT_ALLOWED: 'This website may not embed this bot',
  NOT_A_BOT: 'Only customer-service helpers can serve visitors',
  VISITOR_TOKEN_INVALID: 'Your visitor identity is not valid; reload the page',
  VISITOR_MINUTE_LIMIT: 'Too many messages; try again in {seconds} s',
  VISITOR_DAY_LIMIT: "You have used today's questions; come back tomorrow",
  BOT_DAILY_CAP:
    "The bot has reached today's answer limit; try later or leave a message for a person",
  VISITOR_FILES_DAILY_CAP:
    'The bot has received its files for today ({limit}); type your message or send them tomorrow',
  VISITOR_FILES_ADDRESS_CAP:
    'Your network has sent its files for today ({limit}); type your message or send them tomorrow',
  HANDOFF_DISABLED: 'This bot does not offer a person to talk to',
  CONVERSATION_CLOSED: 'This conversation has ended; start a new one',
  CONVERSATION_TAKEN: '{name} is already handling this conversation',
  CONVERSATION_NOT_YOURS: 'You are not handling this conversation',
  STATIC_AUTH_REQUIRED: "This route accepts only the visitor page's fixed authorization",
  BOT_KEYS_LIMIT: 'A bot has at most {limit} link keys; revoke one you no longer use',
  BOT_KEY_SUSPENDED: 'This customer-service link is suspended',
};
