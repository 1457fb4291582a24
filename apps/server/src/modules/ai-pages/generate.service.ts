/**
 * Writing a page with a model: from a prompt, from a conversation and one of its answers, or as
 * a change to a page. The helper's instruction, model and knowledge apply; the page streams as it
 * is written and is stored as a new version once whole.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AiPageStreamEvent, aiPageGenerateRequestSchema, Locale } from '@miaoyu/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import {
  contextBefore,
  findAnswer,
  findOwnSession,
  prepareStatelessAnswer,
  runStatelessAnswer,
  settingsTarget,
  userOwner,
  type ConversationSettings,
  type SseStream,
  type StatelessTurn,
  type StreamWriter,
} from '../conversation';
import { helperSessionSettings } from '../helpers';
import { loadModelCatalog, type ModelCatalog } from '../models';
import { memberAccess } from '../orgs';
import { pageFromAnswer } from './page-html';
import { editablePage, savePageVersion } from './pages.service';
import { changeTurns, newPagePrompt, writerInstruction } from './writer-prompt';

type GenerateRequest = z.output<typeof aiPageGenerateRequestSchema>;

/** How many earlier messages of a conversation a page is written from. */
const CONVERSATION_TURNS = 20;

async function conversationTurns(
  app: FastifyInstance,
  caller: Caller,
  sessionId: string,
  answerId: string | undefined,
): Promise<{ turns: StatelessTurn[]; sessionId: bigint; helperId: bigint | null }> {
  const session = await findOwnSession(app.db, userOwner(caller.user), sessionId);
  let upTo: bigint | null = null;
  if (answerId) {
    const answer = await findAnswer(app.db, session.id, answerId);
    if (!answer || answer.turnId === null) throw new AppError(404, 'NOT_FOUND');
    // Its own turn included: the question and the answer the page is made from.
    upTo = answer.turnId + 1n;
  }
  const messages = await contextBefore(app.db, session.id, upTo, CONVERSATION_TURNS);
  return {
    turns: messages.map(({ role, content }) => ({ role, content })),
    sessionId: session.id,
    helperId: session.helperId,
  };
}

async function helperOrOrgSettings(
  app: FastifyInstance,
  config: Config,
  caller: Caller,
  orgId: bigint,
  helperId: bigint | null,
): Promise<{ settings: ConversationSettings; models: ModelCatalog }> {
  if (helperId !== null) return helperSessionSettings(app, config, caller, helperId, true);
  const models = await loadModelCatalog(app.db, config, app.llm.box, orgId);
  return { settings: { instruction: '', model: '', contextSize: 0, welcome: '' }, models };
}

/**
 * Checks everything that can be refused (the org, the page, the conversation, a model to write
 * with), then answers the writer that streams the page and stores it.
 */
export async function preparePageWriting(
  app: FastifyInstance,
  config: Config,
  caller: Caller,
  request: GenerateRequest,
  locale: Locale,
  upstream: AbortController,
): Promise<StreamWriter> {
  const orgId = BigInt(request.orgId);
  await memberAccess(app.db, orgId, caller.user.id);
  const page = request.pageId
    ? await editablePage(app.db, caller, orgId, BigInt(request.pageId))
    : null;
  const conversation = request.sessionId
    ? await conversationTurns(app, caller, request.sessionId, request.answerId)
    : null;
  const helperId = request.helperId ? BigInt(request.helperId) : (conversation?.helperId ?? null);
  const { settings, models } = await helperOrOrgSettings(app, config, caller, orgId, helperId);
  if (!settingsTarget(models, undefined, settings)) throw new AppError(422, 'AI_PAGE_NO_MODEL');

  const change = page ? changeTurns(page.html, request.prompt) : null;
  const history = change?.history ?? conversation?.turns ?? [];
  const prompt = change?.prompt ?? newPagePrompt(request.prompt, history.length > 0);
  const answer = await prepareStatelessAnswer(
    app,
    {
      settings: {
        ...settings,
        instruction: writerInstruction(settings.instruction),
        contextSize: history.length,
      },
      models,
      history,
    },
    { prompt, locale },
    upstream,
  );

  const store = async (text: string, sse: SseStream) => {
    const written = pageFromAnswer(text);
    if (!written) throw new AppError(422, 'AI_PAGE_NOT_HTML');
    const saved = await savePageVersion(app.db, caller, orgId, {
      page: page && { id: page.id, base: page.version },
      written,
      source: page ? 'changed' : 'generated',
      instruction: request.prompt,
      sessionId: conversation?.sessionId ?? null,
    });
    sse.send<AiPageStreamEvent>('page', {
      pageId: String(saved.id),
      version: saved.version,
      title: saved.title,
    });
  };
  return (sse, control) => runStatelessAnswer(app, answer, sse, control.upstream, locale, store);
}
