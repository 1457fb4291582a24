/**
 * What a visitor does with a bot: start conversations, ask (the bot answers through the
 * conversation engine, or a person holding the conversation reads it), ask for a person, rate
 * answers. Every function takes the visitor and touches only the visitor's own conversations.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '@miaoyu/contracts';
import type { Agent, ConversationStatus, VisitorConversation } from '@miaoyu/contracts/bot';
import type { ChatAttachmentRef } from '../../../db/schema';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/errors';
import type { Visitor } from '../../../lib/scope';
import {
  contextBefore,
  prepareAnswer,
  runAnswer,
  settingsTarget,
  type StreamWriter,
  type PreparedAnswer,
  DEFAULT_TITLE,
} from '../../conversation';
import { helperConversationSettings, countHelperUse, helperDatasetIds } from '../../helpers';
import { loadModelCatalog } from '../../models';
import { countQuestion, type OpenBot } from './bot-access';
import { requireVisitor } from './case-gate';
import { visitorAttachments } from './visitor-files';
import { touchBotKey } from '../manage/bots.repo';
import { insertPlainMessage, markUnanswered, rateAnswer } from '../messages.repo';
import {
  findVisitorSession,
  insertVisitorSession,
  sessionStatusView,
  setSessionStatus,
  touchVisitorSession,
  type VisitorSessionRow,
} from '../sessions.repo';
import { announce } from '../live/topics';
import { handToInbox } from '../inbox/hand-over';

export async function startConversation(
  app: FastifyInstance,
  bot: OpenBot,
  visitor: Visitor,
  locale: Locale,
): Promise<VisitorConversation> {
  const conversation = await insertVisitorSession(
    app.db,
    visitor,
    { helperId: bot.helper.id, keyId: bot.key.id, contextSize: bot.helper.contextSize },
    DEFAULT_TITLE[locale],
  );
  // Each conversation is one use of the helper, as a signed-in user's is.
  await countHelperUse(app.db, visitor.orgId, bot.helper.id);
  await announce(app.live, visitor.orgId, BigInt(conversation.id));
  return conversation;
}

/** The visitor's conversation (404 for anyone else's, or another bot's). */
export async function visitorSession(
  app: FastifyInstance,
  bot: OpenBot,
  visitor: Visitor,
  sessionId: string,
): Promise<VisitorSessionRow> {
  const session = await findVisitorSession(app.db, visitor, bot.helper.id, BigInt(sessionId));
  if (!session) throw new AppError(404, 'NOT_FOUND');
  return session;
}

/** A question the bot answers; or, while a person holds the conversation, a message for them. */
export type VisitorQuestion =
  | { answeredBy: 'bot'; prepared: PreparedAnswer; handedOff: boolean }
  | { answeredBy: 'person'; questionId: string };

/** The bot's words when it hands a question it has no answer for to a person. */
const HANDOFF_NOTICE: Record<Locale, string> = {
  'zh-CN': '这个问题我暂时无法回答，已为你转接人工客服，请稍候。',
  'en-US':
    "I can't answer this one yet, so I've asked a person from the team to help. Please wait a moment.",
};

export async function askBot(
  app: FastifyInstance,
  config: Config,
  bot: OpenBot,
  visitor: Visitor,
  session: VisitorSessionRow,
  question: { prompt: string; attachments: ChatAttachmentRef[]; locale: Locale },
  upstream: AbortController,
): Promise<VisitorQuestion> {
  const orgId = visitor.orgId;
  if (session.status !== 'bot') {
    const id = await insertPlainMessage(app.db, session, {
      role: 'user',
      content: question.prompt,
      attachments: question.attachments,
    });
    await touchVisitorSession(app.db, orgId, session.id, true);
    await announce(app.live, orgId, session.id);
    return { answeredBy: 'person', questionId: String(id) };
  }

  const [datasetIds, models] = await Promise.all([
    helperDatasetIds(app.db, orgId, bot.helper.id),
    loadModelCatalog(app.db, config, app.llm.box, orgId),
    touchBotKey(app.db, bot.key.id),
  ]);
  // A scene's hand-over node puts the conversation in the team's inbox, as the bot's own does;
  // the inbox and the visitor hear of it once the answer has ended (visitorQuestion).
  const handOverToInbox = () => handToInbox(app.db, orgId, session.id, bot.settings);
  const settings = helperConversationSettings(
    app,
    config,
    orgId,
    { ...bot.helper, datasetIds },
    {
      channel: 'bot',
      userId: null,
      userName: '',
      isVisitor: true,
      handOver: handOverToInbox,
      // What the scene says later is posted to the conversation (scene-goes-on).
      laterRetries: true,
    },
  );
  // Retrieval first: whether the knowledge base knows anything decides who answers (unless a
  // scene answers: it decides itself when a person takes over).
  let unanswered = false;
  if (settings.retrieve && !settings.respond) {
    const passages = await settings.retrieve(question.prompt, upstream.signal, {
      model: settingsTarget(models, undefined, settings),
      earlier: () => contextBefore(app.db, session.id, null, settings.contextSize),
    });
    const best = Math.max(0, ...passages.map((p) => p.confidence ?? 1));
    unanswered = best < bot.settings.handoff.minScore;
    settings.retrieve = async () => passages;
  }
  const { handoff } = bot.settings;
  const handOver = unanswered && handoff.enabled && handoff.onNoAnswer;
  const prepared = await prepareAnswer(
    app,
    { owner: { kind: 'visitor', visitorId: visitor.visitorId, orgId }, session, settings, models },
    {
      prompt: question.prompt,
      attachments: question.attachments,
      locale: question.locale,
      ...(handOver ? { reply: HANDOFF_NOTICE[question.locale] } : {}),
    },
    upstream,
  );
  try {
    if (unanswered) await markUnanswered(app.db, session.id, BigInt(prepared.answerId));
    if (handOver) await handToInbox(app.db, orgId, session.id, bot.settings);
    await touchVisitorSession(app.db, orgId, session.id, false);
  } catch (error) {
    // The answer will not be streamed: its model is stopped and the points it holds go back.
    if (!upstream.signal.aborted) upstream.abort('client');
    await prepared.meter
      ?.settle({ usage: null, answerChars: 0 })
      .catch((err: unknown) => app.log.error({ err }, 'could not give points back'));
    throw error;
  }
  return { answeredBy: 'bot', prepared, handedOff: handOver };
}

/**
 * A visitor's question, from the request to its stream: the conversation must be open, the
 * question counts against the limits, the files must be the visitor's own. Then the bot answers
 * (the inbox is told once the answer ends), or a person holding the conversation reads it.
 */
export async function visitorQuestion(
  app: FastifyInstance,
  config: Config,
  request: FastifyRequest,
  sessionId: string,
  body: { prompt: string; files: string[] },
  upstream: AbortController,
): Promise<StreamWriter> {
  const { bot, visitor } = requireVisitor(request);
  const session = await visitorSession(app, bot, visitor, sessionId);
  if (session.status === 'closed') throw new AppError(409, 'CONVERSATION_CLOSED');
  const botAnswers = session.status === 'bot';
  await countQuestion(app, request, bot, visitor, config.VISITOR_IP_RATE_PER_MINUTE, botAnswers);
  const attachments = await visitorAttachments(app.db, visitor, body.files);
  const { locale } = request;
  const asked = await askBot(
    app,
    config,
    bot,
    visitor,
    session,
    { prompt: body.prompt, attachments, locale },
    upstream,
  );
  if (asked.answeredBy === 'person')
    return async (sse) => {
      sse.send('start', { questionId: asked.questionId, answerId: '', model: '' });
      sse.send('done', { answerId: '', state: 'done' });
      sse.end();
    };
  return async (sse, control) => {
    await runAnswer(app, asked.prepared, sse, control, locale);
    await announce(app.live, visitor.orgId, session.id);
  };
}

/** The visitor asks for a person: the conversation waits in the team's inbox. */
export async function requestPerson(
  app: FastifyInstance,
  bot: OpenBot,
  visitor: Visitor,
  sessionId: string,
): Promise<{ status: ConversationStatus; agent: Agent | null }> {
  if (!bot.settings.handoff.enabled) throw new AppError(422, 'HANDOFF_DISABLED');
  const session = await visitorSession(app, bot, visitor, sessionId);
  if (session.status === 'closed') throw new AppError(409, 'CONVERSATION_CLOSED');
  if (session.status === 'bot') {
    await setSessionStatus(app.db, visitor.orgId, session.id, {
      status: 'pending',
      handedOffAt: new Date(),
      agentUnread: Math.max(1, session.agentUnread),
    });
    await announce(app.live, visitor.orgId, session.id);
  }
  return sessionStatusView(app.db, visitor.orgId, session.id);
}

export async function rateCompletion(
  app: FastifyInstance,
  bot: OpenBot,
  visitor: Visitor,
  completionId: string,
  rating: 'like' | 'dislike',
  reason: string,
): Promise<{ rating: 'like' | 'dislike' }> {
  // Only an answer in one of this visitor's conversations with this bot: another's is not found.
  const { visitorId } = visitor;
  const rated = await rateAnswer(
    app.db,
    visitorId,
    bot.helper.id,
    BigInt(completionId),
    rating,
    reason,
  );
  if (!rated) throw new AppError(404, 'NOT_FOUND');
  return { rating };
}
