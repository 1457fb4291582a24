/**
 * A business scene goes on in a visitor's conversation without a new question: when a colleague
 * hands the conversation back to the bot (a run waiting at its hand-over node), or when a retry
 * it waited for is due. What it says reaches the visitor as the bot's message. Both come as
 * jobs, so they happen also when the instance that was asked stops, and the colleague's click
 * does not wait for a model.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, type ChatCitation } from '@miaoyu/contracts';
import { DEFAULT_BOT_SETTINGS } from '@miaoyu/contracts/bot';
import type { Config } from '../../../config';
import { contextBefore, type AnswerPart, type RespondInput } from '../../conversation';
import { withoutNul } from '../../../lib/storable';
import { helperConversationSettings } from '../../helpers';
import { findConversationBot } from '../manage/bots.repo';
import { insertPlainMessage } from '../messages.repo';
import { touchVisitorSession } from '../sessions.repo';
import { announce } from '../live/topics';
import { handToInbox } from './hand-over';

export const HANDED_BACK_JOB = 'bot.handed-back';

interface HandedBack {
  orgId: string;
  sessionId: string;
}

export function defineSceneGoesOn(app: FastifyInstance, config: Config) {
  app.jobs.define<HandedBack>({
    name: HANDED_BACK_JOB,
    // A run goes on once: a second try would find it no longer waiting, and say nothing.
    retryLimit: 0,
    expireInSeconds: 600,
    run: async ({ orgId, sessionId }) =>
      goOnInConversation(app, config, BigInt(orgId), BigInt(sessionId), 'handed-back'),
  });
  app.events.on('scene.retry-due', async ({ orgId, conversation }) => {
    const sessionId = /^bot:(\d+)$/.exec(conversation)?.[1];
    if (sessionId) await goOnInConversation(app, config, orgId, BigInt(sessionId), 'retry');
  });
}

/** Asks for the conversation's scene to go on; the hand-back stands even if this fails. */
export async function sendHandedBack(app: FastifyInstance, orgId: bigint, sessionId: bigint) {
  await app.jobs
    .send<HandedBack>(HANDED_BACK_JOB, { orgId: String(orgId), sessionId: String(sessionId) })
    .catch((err: unknown) => app.log.warn({ err }, 'could not ask the scene to go on'));
}

/** What the scene says on going on, gathered as one message of the bot. */
class Said {
  content = '';
  citations: ChatCitation[] = [];
  choices: string[] | null = null;
  /** Counted in the team's figures as any answer's tokens are. */
  promptTokens: number | null = null;
  completionTokens: number | null = null;

  async gather(parts: AsyncIterable<AnswerPart>) {
    for await (const part of parts)
      if (part.type === 'delta') this.content += withoutNul(part.text);
      else if (part.type === 'citations') this.citations = part.citations;
      else if (part.type === 'usage') {
        this.promptTokens = part.promptTokens;
        this.completionTokens = part.completionTokens;
      } else if (part.type === 'event' && part.event.event === 'scene-ask')
        this.choices =
          part.event.data.mode === 'buttons' ? part.event.data.options.map((o) => o.label) : null;
  }
}

async function goOnInConversation(
  app: FastifyInstance,
  config: Config,
  orgId: bigint,
  sessionId: bigint,
  why: NonNullable<RespondInput['goOn']>,
): Promise<void> {
  const found = await findConversationBot(app.db, orgId, sessionId);
  // Taken again, or closed, meanwhile: the scene waits on (the bot's next turn takes it on), or
  // is over.
  if (!found || found.session.status !== 'bot' || found.helper.sceneId === null) return;
  const { session, helper } = found;
  const bot = found.settings ?? DEFAULT_BOT_SETTINGS;
  const settings = helperConversationSettings(
    app,
    config,
    orgId,
    { ...helper, datasetIds: [] },
    {
      channel: 'bot',
      userId: null,
      userName: '',
      isVisitor: true,
      handOver: () => handToInbox(app.db, orgId, session.id, bot),
      laterRetries: true,
    },
  );
  if (!settings.respond) return;
  const parts = settings.respond({
    prompt: '',
    // The run speaks in the language it was started in.
    locale: DEFAULT_LOCALE,
    earlier: await contextBefore(app.db, session.id, null, settings.contextSize),
    sessionId: session.id,
    upstream: new AbortController(),
    goOn: why,
  });
  const said = new Said();
  try {
    await said.gather(parts);
  } catch (err) {
    // The run's trace keeps why; what was said before the failure still reaches the visitor.
    app.log.warn(
      { err, sessionId: String(sessionId) },
      'the scene failed going on after a hand-back',
    );
  }
  if (said.content.trim() === '' && !said.choices) return;
  await insertPlainMessage(app.db, session, {
    role: 'assistant',
    content: said.content,
    attachments: [],
    citations: said.citations,
    choices: said.choices,
    promptTokens: said.promptTokens,
    completionTokens: said.completionTokens,
  });
  await touchVisitorSession(app.db, orgId, session.id, false);
  await announce(app.live, orgId, session.id);
}
