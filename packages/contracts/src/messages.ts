import type { ErrorCode } from './errors';
import type { Locale } from './constants';
import { fillMessage } from './message-format';
import { EN_US } from './messages/en-US';
import { ZH_CN } from './messages/zh-CN';

/** Validation message keys used inside schemas; the server turns them into readable text. */
export const VALIDATION_KEYS = [
  'validation.phone',
  'validation.smsCode',
  'validation.id',
  'validation.sceneNodeId',
  'validation.sceneName',
  'validation.sceneSelector',
  'validation.sceneTooLarge',
  'validation.sceneTitle',
  'validation.sceneSecretValue',
  'validation.unknownScene',
  'validation.unknownDataset',
  'validation.unknownHelper',
  'validation.timeZone',
  'validation.orgName',
  'validation.teamCode',
  'validation.nothingToUpdate',
  'validation.nickname',
  'validation.feedbackContent',
  'validation.feedbackContact',
  'validation.banReason',
  'validation.menuKey',
  'validation.chatTitle',
  'validation.chatTopic',
  'validation.chatPrompt',
  'validation.visitorPrompt',
  'validation.modelId',
  'validation.baseUrl',
  'validation.providerName',
  'validation.providerModels',
  'validation.embeddingModel',
  'validation.partIndex',
  'validation.nul',
  'validation.apiKeyForNewBaseUrl',
  'validation.apiKey',
  'validation.modelHost',
  'validation.datasetName',
  'validation.datasetDescription',
  'validation.chunkOverlap',
  'validation.folderName',
  'validation.documentName',
  'validation.documentText',
  'validation.qaQuestion',
  'validation.qaAnswer',
  'validation.qaPairs',
  'validation.url',
  'validation.chunkContent',
  'validation.question',
  'validation.synonymWord',
  'validation.synonymGroup',
  'validation.synonymGroups',
  'validation.weChatApp',
  'validation.scopes',
  'validation.displayName',
  'validation.issuer',
  'validation.returnPath',
  'validation.pagePrompt',
  'validation.pageAnswer',
  'validation.pageHtml',
  'validation.pageTitle',
  'validation.sharePassword',
  'validation.shareCode',
  'validation.articleKeyword',
  'validation.articleTitle',
  'validation.helperName',
  'validation.helperDescription',
  'validation.helperInstruction',
  'validation.helperWelcome',
  'validation.helperQuestion',
  'validation.helperCategory',
  'validation.helperTag',
  'validation.helperCode',
  'validation.avatar',
  'validation.duplicate',
  'validation.helperModel',
  'validation.helperKeyName',
  'validation.openaiContent',
  'validation.openaiMessages',
  'validation.openaiQuestion',
  'validation.color',
  'validation.origin',
  'validation.botKey',
  'validation.botKeyName',
  'validation.botTitle',
  'validation.agentReply',
  'validation.reason',
  'validation.date',
  'validation.dateTime',
  'validation.saleTurn',
  'validation.saleCustomer',
  'validation.saleNotes',
  'validation.saleGoal',
  'validation.saleSent',
  'validation.saleVisionModel',
  'validation.planName',
  'validation.cheaperPlan',
  'validation.priceModel',
  'validation.topUpStep',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** Units that fill the `{limit}` of a message, for limits that are not a size in bytes. */
export const LIMIT_KEYS = ['limit.formFields', 'limit.formParts'] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

export type MessageKey = ErrorCode | ValidationKey | LimitKey;

/** Server-side messages, chosen by the request's Accept-Language. `{name}` is filled in. */
export const SERVER_MESSAGES: Record<Locale, Record<MessageKey, string>> = {
  'zh-CN': ZH_CN,
  'en-US': EN_US,
};

export function isMessageKey(value: string): value is MessageKey {
  return value in SERVER_MESSAGES['zh-CN'];
}

export function formatMessage(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return fillMessage(SERVER_MESSAGES[locale][key], params);
}
