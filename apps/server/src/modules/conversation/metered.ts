/**
 * Where billing is on, an answer of a model holds the points it may cost before the model is
 * asked. A person short of points is told so (402, with the way to top up); a visitor of the
 * team's bot is never shown a bill: the bot says it cannot answer now, and they may ask for a
 * person.
 */
import type { FastifyInstance } from 'fastify';
import type { ModelMessage } from 'ai';
import { formatMessage } from '@miaoyu/contracts';
import { AppError } from '../../lib/errors';
import { meterModelAnswer, type PointsMeter } from '../billing';
import type { ModelTarget } from '../models';
import type { ConversationOwner } from './owner';
import type { SessionRow } from './sessions.repo';
import type { Question } from './engine';

/** An image counts as this many characters of prompt (a model's tiles of one picture). */
const IMAGE_CHARS = 1500;

/** The prompt's size in characters: every text part, and a fixed share for each image. */
export function promptChars(messages: readonly ModelMessage[]): number {
  let chars = 0;
  for (const message of messages) {
    if (typeof message.content === 'string') chars += message.content.length;
    else
      for (const part of message.content)
        chars += part.type === 'text' ? part.text.length : IMAGE_CHARS;
  }
  return chars;
}

/** The answer's meter, and the fixed reply that stands for it where a visitor is out of points. */
export async function meterAnswer(
  app: FastifyInstance,
  owner: ConversationOwner,
  session: Pick<SessionRow, 'id' | 'orgId'>,
  target: ModelTarget | null,
  messages: readonly ModelMessage[],
  question: Pick<Question, 'reply' | 'locale'>,
): Promise<{ meter: PointsMeter | null; reply: string | undefined }> {
  const orgId = session.orgId ?? owner.orgId;
  if (!target || question.reply !== undefined || orgId === null)
    return { meter: null, reply: question.reply };
  try {
    const purpose = `${owner.kind === 'visitor' ? 'bot' : 'chat'}:${session.id}`;
    const meter = await meterModelAnswer(app, orgId, target.model, promptChars(messages), purpose);
    return { meter, reply: undefined };
  } catch (error) {
    if (owner.kind !== 'visitor' || !(error instanceof AppError) || error.code !== 'POINTS_RUN_OUT')
      throw error;
    return { meter: null, reply: formatMessage(question.locale, 'BOT_CANNOT_ANSWER_NOW') };
  }
}
