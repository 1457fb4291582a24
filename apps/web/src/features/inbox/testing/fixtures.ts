import { DEFAULT_HELPER_SETTINGS, type Helper } from '@miaoyu/contracts/helpers';
import { DEFAULT_DATASET_SETTINGS, type Dataset } from '@miaoyu/contracts/knowledge';
import {
  type BotLogConversation,
  type ConversationMessage,
  type InboxConversation,
} from '@miaoyu/contracts/bot';
import { user } from '@/test/fixtures';

/** A visitor waiting for a person, in org 7 (the test user's). */
export function inboxConversation(fields: Partial<InboxConversation> = {}): InboxConversation {
  return {
    id: '31',
    title: '退货怎么办理？',
    status: 'pending',
    helper: { id: '9', name: '售后小助手', avatar: '' },
    keyName: '官网',
    visitorName: '3F9A',
    agent: null,
    lastMessage: '我要找人工',
    lastMessageAt: '2026-03-01T02:00:00.000Z',
    handedOffAt: '2026-03-01T02:00:00.000Z',
    unread: 2,
    ...fields,
  };
}

/** The conversation once the test user holds it. */
export const takenBy = (conversation: InboxConversation): InboxConversation => ({
  ...conversation,
  status: 'agent',
  agent: { id: user.id, name: user.nickname, avatar: '' },
});

export function message(
  fields: Partial<ConversationMessage> & { id: string },
): ConversationMessage {
  return {
    role: 'visitor',
    content: '',
    state: 'done',
    createdAt: '2026-03-01T02:00:00.000Z',
    citations: [],
    attachments: [],
    rating: null,
    ratingReason: '',
    agent: null,
    ...fields,
  };
}

/** The visitor asks, the bot answers (disliked), the visitor asks for a person. */
export const conversationMessages: ConversationMessage[] = [
  message({ id: '101', role: 'visitor', content: '退货怎么办理？' }),
  message({
    id: '102',
    role: 'bot',
    content: '请在**订单页**申请退货。',
    rating: 'dislike',
    ratingReason: '没说运费',
  }),
  message({ id: '103', role: 'visitor', content: '我要找人工' }),
];

export function botLogConversation(fields: Partial<BotLogConversation> = {}): BotLogConversation {
  return {
    id: '31',
    title: '退货怎么办理？',
    status: 'closed',
    helperName: '售后小助手',
    keyName: '官网',
    visitorName: '3F9A',
    messages: 3,
    likes: 0,
    dislikes: 1,
    unanswered: 0,
    handedOff: true,
    agentName: '小妙',
    createdAt: '2026-03-01T02:00:00.000Z',
    lastMessageAt: '2026-03-01T02:05:00.000Z',
    ...fields,
  };
}

/** A bot (service helper) of org 7, as the helper list answers it. */
export function botHelper(fields: Partial<Helper> = {}): Helper {
  return {
    ...DEFAULT_HELPER_SETTINGS,
    id: '9',
    code: 'abcdefghij',
    orgId: '7',
    name: '售后小助手',
    kind: 'service',
    authorId: user.id,
    authorName: user.nickname,
    version: 1,
    useCount: 0,
    manageable: true,
    modelStatus: 'ok',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** A knowledge base of org 7, where corrections go. */
export function dataset(fields: Partial<Dataset> = {}): Dataset {
  return {
    ...DEFAULT_DATASET_SETTINGS,
    id: '5',
    name: '售后知识库',
    description: '',
    documentCount: 1,
    chunkCount: 10,
    bytes: 1024,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
