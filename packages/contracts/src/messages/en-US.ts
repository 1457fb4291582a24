import { COMMON_ERRORS_EN } from '../common.errors.en-US';
import { USER_ERRORS_EN } from '../user.errors.en-US';
import { ACCOUNT_ERRORS_EN } from '../account.errors.en-US';
import { ORG_ERRORS_EN } from '../orgs.errors.en-US';
import { FILE_ERRORS_EN } from '../files.errors.en-US';
import { MODEL_ERRORS_EN } from '../models.errors.en-US';
import { CHAT_ERRORS_EN } from '../chat/errors.en-US';
import { KNOWLEDGE_ERRORS_EN } from '../knowledge/errors.en-US';
import { HELPER_ERRORS_EN } from '../helpers.errors.en-US';
import { PUBLISHING_ERRORS_EN } from '../publishing.errors.en-US';
import { OPENAI_ERRORS_EN } from '../openai.errors.en-US';
import { BOT_ERRORS_EN } from '../bot/errors.en-US';
import { SALES_ERRORS_EN } from '../sales/errors.en-US';
import { IDENTITY_ERRORS_EN } from '../identity/errors.en-US';
import { AI_PAGE_ERRORS_EN } from '../ai-pages/errors.en-US';
import { SCENE_ERRORS_EN } from '../scenes/errors.en-US';
import { ARTICLE_ERRORS_EN } from '../articles/errors.en-US';
import { BILLING_ERRORS_EN } from '../billing/errors.en-US';
import type { MessageKey } from '../messages';

/**
 * The server's messages in English: each domain's error codes (beside their Chinese, in the
 * domain's `*.errors.en-US.ts`), then the validation and limit texts.
 */
export const EN_US: Record<MessageKey, string> = {
  ...COMMON_ERRORS_EN,
  ...USER_ERRORS_EN,
  ...ACCOUNT_ERRORS_EN,
  ...ORG_ERRORS_EN,
  ...FILE_ERRORS_EN,
  ...MODEL_ERRORS_EN,
  ...CHAT_ERRORS_EN,
  ...KNOWLEDGE_ERRORS_EN,
  ...HELPER_ERRORS_EN,
  ...PUBLISHING_ERRORS_EN,
  ...OPENAI_ERRORS_EN,
  ...BOT_ERRORS_EN,
  ...SALES_ERRORS_EN,
  ...IDENTITY_ERRORS_EN,
  ...AI_PAGE_ERRORS_EN,
  ...SCENE_ERRORS_EN,
  ...ARTICLE_ERRORS_EN,
  ...BILLING_ERRORS_EN,
  'limit.formFields': '{count} form fields',
  'limit.formParts': '{count} form parts',
  'validation.color': 'A colour looks like #RRGGBB',
  'validation.origin': 'A website is an origin such as https://example.com (no path)',
  'validation.botKey': 'The bot key is malformed',
  'validation.botKeyName': 'A name has 1 to 40 characters',
  'validation.planName': 'A plan name has 1 to 40 characters',
  'validation.topUpStep': 'Points are bought in steps of 1,000',
  'validation.priceModel': 'A model name has 1 to 200 characters; * stands for every other model',
  'validation.cheaperPlan':
    'The plan for after this period must cost less than this one; to upgrade, buy it',
  'validation.botTitle': 'A title has at most 40 characters',
  'validation.agentReply': 'A reply has 1 to 4000 characters',
  'validation.reason': 'A reason has at most 500 characters',
  'validation.date': 'A date looks like YYYY-MM-DD',
  'validation.dateTime': 'A time is a date and a time of day, like 2026-12-31T18:00:00+08:00',
  'validation.saleTurn': 'Each line has 1 to 2000 characters',
  'validation.saleCustomer': 'A customer name has 1 to 40 characters',
  'validation.saleNotes': 'Notes have at most 2000 characters',
  'validation.saleGoal': 'A goal has at most 200 characters',
  'validation.saleSent': 'What was sent has 1 to 2000 characters',
  'validation.saleVisionModel': 'Reading with a model needs a model that sees images',
  'validation.phone': 'Enter a valid phone number',
  'validation.smsCode': 'Enter the 6-digit code',
  'validation.id': 'The id is not valid',
  'validation.sceneNodeId':
    'A node id is 1 to 32 lowercase letters, digits or underscores, starting with a letter, and not conv, sys or secret',
  'validation.sceneName':
    'A name is 1 to 32 letters, digits or underscores, not starting with a digit',
  'validation.sceneSelector': 'Write a variable as node.output, e.g. start.question',
  'validation.sceneTooLarge': 'A scene has at most 300 nodes and 600 edges',
  'validation.sceneTitle': 'A scene name is 1 to 40 characters',
  'validation.sceneSecretValue': 'A secret is 1 to 4000 characters',
  'validation.unknownScene':
    "The scene does not exist, is not this team's, or has not been published",
  'validation.unknownDataset': 'A chosen knowledge base does not exist or is not this team’s',
  'validation.unknownHelper': 'The chosen helper does not exist or is not shared in this team',
  'validation.timeZone': 'Unknown time zone: use an IANA name such as Asia/Shanghai',
  'validation.orgName': 'A team name has 1 to 40 characters',
  'validation.teamCode':
    'A team code has 6 to 32 lowercase letters, digits or dashes, and does not start or end with a dash',
  'validation.nothingToUpdate': 'Nothing to change',
  'validation.nickname': 'A nickname has 1 to 20 characters',
  'validation.feedbackContent': 'The text has 1 to 2000 characters',
  'validation.feedbackContact': 'Contact details have at most 100 characters',
  'validation.banReason': 'Give a reason of 1 to 200 characters',
  'validation.menuKey': 'The menu names an unknown page',
  'validation.chatTitle': 'A title has 1 to 100 characters',
  'validation.chatTopic': 'The system instruction has at most 4000 characters',
  'validation.chatPrompt': 'A question has 1 to 20000 characters',
  'validation.visitorPrompt': 'A question has 1 to 2000 characters',
  'validation.modelId': 'Enter the model name',
  'validation.baseUrl': 'Enter an address that starts with http:// or https://',
  'validation.providerName': 'A name has 1 to 40 characters',
  'validation.providerModels': 'Add at least one model, each name once',
  'validation.embeddingModel':
    'The chosen embedding model does not exist or is switched off; choose another',
  'validation.partIndex': 'Invalid part number',
  'validation.nul': 'The text must not contain a NUL character (U+0000)',
  'validation.apiKeyForNewBaseUrl':
    'Enter the API key again when the address changes: a saved key is only sent to the address it was saved with',
  'validation.apiKey':
    'An API key has letters, digits and symbols only: no spaces or other scripts',
  'validation.modelHost':
    'Enter a host name or IP, with a port if you like: 127.0.0.1:11434, gpu-box:8000, [::1]:8000',
  'validation.datasetName': 'A knowledge base name has 1 to 50 characters',
  'validation.helperName': 'A helper name has 1 to 40 characters',
  'validation.helperDescription': 'A description has at most 300 characters',
  'validation.helperInstruction': 'An instruction has at most 8,000 characters',
  'validation.helperWelcome': 'A welcome message has at most 500 characters',
  'validation.helperQuestion': 'A suggested question has 1 to 100 characters',
  'validation.helperCategory': 'A category has at most 20 characters',
  'validation.helperTag': 'A tag has 1 to 20 characters',
  'validation.helperCode': 'This is not a helper code',
  'validation.avatar': 'An avatar is an uploaded image',
  'validation.duplicate': 'The list has the same item twice',
  'validation.helperModel': "Choose one of the team's chat models",
  'validation.helperKeyName': 'A key name has 1 to 40 characters',
  'validation.openaiContent': 'Message content is text only (no images, audio or files)',
  'validation.openaiMessages': 'Send 1 to 100 messages of at most 100000 characters together',
  'validation.openaiQuestion': "The last message is the user's question, of 1 to 20000 characters",
  'validation.datasetDescription': 'A description has at most 500 characters',
  'validation.chunkOverlap': 'The overlap must be smaller than the chunk size',
  'validation.folderName': 'A folder name has 1 to 50 characters',
  'validation.documentName': 'A name has 1 to 200 characters',
  'validation.documentText': 'The text has 1 to 1000000 characters',
  'validation.qaQuestion': 'A question has 1 to 5000 characters',
  'validation.qaAnswer': 'An answer has 1 to 5000 characters',
  'validation.qaPairs': 'Add at least one question and answer',
  'validation.url': 'Enter an address that starts with http:// or https://',
  'validation.chunkContent': 'A chunk has 1 to 8000 characters',
  'validation.question': 'A question has 1 to 500 characters',
  'validation.synonymWord':
    'Each word has 1 to 20 characters, without spaces, commas or semicolons inside',
  'validation.synonymGroup': 'Each group has 2 to 20 different words',
  'validation.synonymGroups': 'At most 500 groups of synonyms',
  'validation.weChatApp': 'Fill in the AppID of a website app or an official account',
  'validation.scopes': 'Scopes hold only letters, digits, colons, dots, dashes and spaces',
  'validation.displayName': 'The button text has 1 to 30 characters',
  'validation.issuer':
    "The issuer is the provider's address, not its .well-known document, without ? or #",
  'validation.returnPath': 'Only a page of this studio can be returned to',
  'validation.pagePrompt': 'A request has 1 to 4000 characters',
  'validation.pageAnswer': 'An answer is chosen within its conversation',
  'validation.pageHtml': 'The page cannot be empty',
  'validation.pageTitle': 'A title has 1 to 60 characters',
  'validation.sharePassword': 'A password has 4 to 64 characters and no spaces',
  'validation.shareCode': 'The link is malformed',
  'validation.articleKeyword':
    'A keyword has lowercase letters, digits and hyphens (at most 63), starting with a letter or digit',
  'validation.articleTitle': 'A title has 1 to 100 characters',
};
