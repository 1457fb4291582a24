/**
 * Starting points offered when a team creates a helper, a knowledge base or a bot. They are data
 * here, once: the create dialogs list them, and the demo seed builds its samples from them.
 * Texts come in every locale; a template fills the form, and the person edits it before saving.
 */
import type { BotHandoff } from './bot/look';
import type { Locale } from './constants';
import type { HelperKind } from './helpers';
import type { DatasetSettings } from './knowledge/datasets';

type Localized = Record<Locale, string>;
type LocalizedList = Record<Locale, readonly string[]>;

export interface HelperTemplate {
  id: string;
  kind: HelperKind;
  name: Localized;
  description: Localized;
  instruction: Localized;
  welcome: Localized;
  suggestedQuestions: LocalizedList;
  temperature: number | null;
}

export const HELPER_TEMPLATES = [
  {
    id: 'general',
    kind: 'chat',
    name: { 'zh-CN': '通用助手', 'en-US': 'General assistant' },
    description: {
      'zh-CN': '回答问题、整理思路、起草文字的日常助手。',
      'en-US': 'An everyday assistant that answers questions, sorts out ideas and drafts text.',
    },
    instruction: {
      'zh-CN':
        '你是团队的通用助手。回答要准确、简洁，先给结论再给理由；不确定时直说不知道，不要编造。涉及团队知识库的问题，优先依据知识库回答并注明出处。',
      'en-US':
        "You are the team's general assistant. Be accurate and brief: the answer first, then the reasons. Say so when you are not sure instead of making things up. For questions about the team's knowledge base, answer from it first and name the source.",
    },
    welcome: {
      'zh-CN': '你好，我是通用助手，有什么可以帮你？',
      'en-US': "Hello, I'm the general assistant. What can I help you with?",
    },
    suggestedQuestions: {
      'zh-CN': ['帮我把这段话改得更通顺', '用三点总结这份资料'],
      'en-US': ['Make this paragraph read better', 'Sum this up in three points'],
    },
    temperature: null,
  },
  {
    id: 'service',
    kind: 'service',
    name: { 'zh-CN': '客服', 'en-US': 'Customer service' },
    description: {
      'zh-CN': '依据知识库回答顾客的售前售后问题，答不上来时转人工。',
      'en-US':
        "Answers customers' questions before and after a sale from the knowledge base; hands over to a person when it cannot.",
    },
    instruction: {
      'zh-CN':
        '你是店铺的在线客服。语气亲切、耐心，称呼顾客为“您”。只依据知识库回答价格、物流、保修和退换货问题；知识库里没有的内容不要猜，请顾客稍候并建议转人工客服。回答控制在三五句话以内。',
      'en-US':
        "You are the shop's online customer service. Be warm and patient. Answer questions on prices, delivery, warranty and returns only from the knowledge base; do not guess what it does not say, but ask the customer to wait and offer a person from the team. Keep answers to a few sentences.",
    },
    welcome: {
      'zh-CN': '您好，欢迎光临！请问有什么可以帮您？',
      'en-US': 'Hello and welcome! How can I help you today?',
    },
    suggestedQuestions: {
      'zh-CN': ['多久能发货？', '怎么申请退货？', '保修多久？'],
      'en-US': [
        'When will my order ship?',
        'How do I return an item?',
        'How long is the warranty?',
      ],
    },
    temperature: 0.3,
  },
  {
    id: 'sales',
    kind: 'sale',
    name: { 'zh-CN': '销售话术', 'en-US': 'Sales replies' },
    description: {
      'zh-CN': '读懂客户聊天截图，给出得体、能推进成交的回复建议。',
      'en-US':
        'Reads a screenshot of a customer chat and suggests replies that move the sale forward.',
    },
    instruction: {
      'zh-CN':
        '你是经验丰富的销售顾问。先判断客户当前的顾虑（价格、效果、售后、时机），再给出两三条可以直接发送的回复：真诚、具体、不夸大，引用知识库中的产品信息和政策，结尾用一个轻松的问题推进下一步。',
      'en-US':
        'You are an experienced sales adviser. First tell what worries the customer (price, results, after-sales, timing), then suggest two or three replies they can send as they are: sincere, specific, never overstated, quoting product facts and policies from the knowledge base, ending with a light question that moves to the next step.',
    },
    welcome: {
      'zh-CN': '把客户的聊天截图发给我，我来帮你想怎么回。',
      'en-US': "Send me a screenshot of the customer's chat and I'll suggest how to reply.",
    },
    suggestedQuestions: { 'zh-CN': [], 'en-US': [] },
    temperature: 0.7,
  },
  {
    id: 'copywriting',
    kind: 'chat',
    name: { 'zh-CN': '文案写作', 'en-US': 'Copywriting' },
    description: {
      'zh-CN': '写商品介绍、朋友圈、短视频脚本和活动文案。',
      'en-US': 'Writes product descriptions, social posts, short-video scripts and campaign copy.',
    },
    instruction: {
      'zh-CN':
        '你是一名资深文案。动笔前先确认写给谁、在哪里发、想让读者做什么；文字口语化、有画面感，少用空洞的形容词。每次给出两个不同风格的版本，并各用一句话说明思路。',
      'en-US':
        'You are a senior copywriter. Before writing, make sure you know who it is for, where it will appear and what the reader should do. Write plainly and vividly, with few empty adjectives. Give two versions in different styles, each with one line on the idea behind it.',
    },
    welcome: {
      'zh-CN': '想写什么文案？告诉我产品、读者和发布渠道。',
      'en-US': 'What shall we write? Tell me the product, the readers and where it will appear.',
    },
    suggestedQuestions: {
      'zh-CN': ['写一条新品上市的朋友圈', '给这款产品写 100 字的详情页介绍'],
      'en-US': ['A social post for a product launch', 'A 100-word product page description'],
    },
    temperature: 0.9,
  },
] as const satisfies readonly HelperTemplate[];

export type HelperTemplateId = (typeof HELPER_TEMPLATES)[number]['id'];

export interface DatasetTemplate {
  id: string;
  name: Localized;
  description: Localized;
  /** Chunking and search settings that suit the kind of document. */
  settings: Pick<DatasetSettings, 'chunkSize' | 'chunkOverlap' | 'topK' | 'searchMode'>;
}

export const DATASET_TEMPLATES = [
  {
    id: 'manual',
    name: { 'zh-CN': '产品手册', 'en-US': 'Product manual' },
    description: {
      'zh-CN': '说明书、参数表、使用指南：篇幅长，切成较大的段落并保留重叠。',
      'en-US': 'Manuals, spec sheets, guides: long texts, cut into larger passages that overlap.',
    },
    settings: { chunkSize: 800, chunkOverlap: 120, topK: 5, searchMode: 'hybrid' },
  },
  {
    id: 'faq',
    name: { 'zh-CN': '常见问题', 'en-US': 'FAQ' },
    description: {
      'zh-CN': '一问一答：切成小段，每段一个问题，检索更准。',
      'en-US': 'Questions and answers: small passages, one question each, found more precisely.',
    },
    settings: { chunkSize: 300, chunkOverlap: 0, topK: 3, searchMode: 'hybrid' },
  },
  {
    id: 'policy',
    name: { 'zh-CN': '政策制度', 'en-US': 'Policies' },
    description: {
      'zh-CN': '退换货、保修、规章：按条款切分，适中的长度保留上下文。',
      'en-US': 'Returns, warranty, rules: cut by clause, long enough to keep the context.',
    },
    settings: { chunkSize: 500, chunkOverlap: 60, topK: 4, searchMode: 'fulltext' },
  },
] as const satisfies readonly DatasetTemplate[];

export type DatasetTemplateId = (typeof DATASET_TEMPLATES)[number]['id'];

/** A bot's starting point: its service helper's words, and when it hands over to a person. */
export interface BotTemplate {
  id: string;
  name: Localized;
  description: Localized;
  welcome: Localized;
  suggestedQuestions: LocalizedList;
  handoff: Pick<BotHandoff, 'enabled' | 'onNoAnswer'>;
}

export const BOT_TEMPLATES = [
  {
    id: 'presale',
    name: { 'zh-CN': '售前咨询', 'en-US': 'Pre-sale questions' },
    description: {
      'zh-CN': '介绍产品、解答选购疑问；访客可随时要求人工。',
      'en-US': 'Introduces products and answers buying questions; visitors may ask for a person.',
    },
    welcome: {
      'zh-CN': '您好！想了解哪款产品？我可以帮您对比参数、推荐型号。',
      'en-US': 'Hello! Which product would you like to know about? I can compare models for you.',
    },
    suggestedQuestions: {
      'zh-CN': ['这几款有什么区别？', '现在下单什么时候到？'],
      'en-US': ['How do these models differ?', 'If I order now, when will it arrive?'],
    },
    handoff: { enabled: true, onNoAnswer: false },
  },
  {
    id: 'aftersale',
    name: { 'zh-CN': '售后服务', 'en-US': 'After-sales service' },
    description: {
      'zh-CN': '处理退换货和保修；知识库答不上来时自动转人工。',
      'en-US':
        'Handles returns and warranty; hands over to a person when the knowledge base has no answer.',
    },
    welcome: {
      'zh-CN': '您好，这里是售后服务。请告诉我订单遇到的问题，我来帮您处理。',
      'en-US':
        "Hello, this is after-sales service. Tell me what's wrong with your order and I'll help.",
    },
    suggestedQuestions: {
      'zh-CN': ['怎么申请退货？', '商品坏了能保修吗？'],
      'en-US': ['How do I return an item?', 'Is a broken product covered?'],
    },
    handoff: { enabled: true, onNoAnswer: true },
  },
  {
    id: 'selfservice',
    name: { 'zh-CN': '全自动应答', 'en-US': 'Fully automatic' },
    description: {
      'zh-CN': '只由机器人回答，不提供转人工，适合无人值守的时段。',
      'en-US': 'Only the bot answers, with no handover: for hours nobody is on duty.',
    },
    welcome: {
      'zh-CN': '您好！我是智能客服，7×24 小时为您解答常见问题。',
      'en-US': "Hello! I'm the automatic assistant, here around the clock for common questions.",
    },
    suggestedQuestions: {
      'zh-CN': ['营业时间是？', '怎么联系你们？'],
      'en-US': ['What are your opening hours?', 'How can I contact you?'],
    },
    handoff: { enabled: false, onNoAnswer: false },
  },
] as const satisfies readonly BotTemplate[];

export type BotTemplateId = (typeof BOT_TEMPLATES)[number]['id'];

/** The helper template a bot template starts from (a bot is a service helper). */
export const BOT_HELPER_TEMPLATE: HelperTemplateId = 'service';
