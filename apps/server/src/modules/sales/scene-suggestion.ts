/**
 * A sales helper that follows a business scene suggests what the scene answers: one reply,
 * streamed with the events of the model's three (start, citations, delta, reply, done or error).
 * The run starts from what the customer last said, on the channel `sales`, and is journaled in
 * the scene's runs like the chat's; a sale chat is its conversation, so a run that waits there
 * goes on at the chat's next suggestion.
 */
import type { FastifyInstance } from 'fastify';
import type { ChatCitation, Locale, SceneAskEvent } from '@miaoyu/contracts';
import type { SaleReplyTone, SaleSuggestEvent, SaleTurn } from '@miaoyu/contracts/sales';
import type { Caller } from '../../lib/scope';
import { withoutNul } from '../../lib/storable';
import type { ConversationSettings, EarlierTurn, SseStream } from '../conversation';
import { finishSuggestion } from './suggestion-outcome';

/** A scene answers in its own words, not in a tone: shown as the plain, professional one. */
const SCENE_TONE: SaleReplyTone = 'professional';

export interface PreparedSceneSuggestion {
  orgId: bigint;
  chatId: bigint;
  respond: NonNullable<ConversationSettings['respond']>;
  /** What the customer last said: the start node's question. */
  question: string;
  earlier: EarlierTurn[];
  /** Whether the customer wrote after the salesperson last did: only then is there an answer. */
  customerSpokeLast: boolean;
}

/**
 * The customer's latest message: their turns since the salesperson last wrote (a long message is
 * kept as several turns), else their turns before it; the last line when they said nothing.
 */
export function customerLastWords(dialogue: SaleTurn[]): { question: string; before: number } {
  let end = dialogue.length;
  while (end > 0 && dialogue[end - 1]!.speaker !== 'customer') end -= 1;
  if (end === 0) return { question: dialogue.at(-1)?.text ?? '', before: dialogue.length - 1 };
  let start = end;
  while (start > 0 && dialogue[start - 1]!.speaker === 'customer') start -= 1;
  const words = dialogue.slice(start, end).map((turn) => turn.text);
  return { question: words.join('\n'), before: start };
}

export function prepareSceneSuggestion(
  chat: { orgId: bigint; chatId: bigint; turns: SaleTurn[] },
  respond: PreparedSceneSuggestion['respond'],
  contextSize: number,
): PreparedSceneSuggestion {
  const { question, before } = customerLastWords(chat.turns);
  // As many earlier turns as the helper's context holds, as the chat gives a scene.
  const kept = contextSize > 0 ? chat.turns.slice(0, Math.max(before, 0)).slice(-contextSize) : [];
  const earlier = kept.map((turn): EarlierTurn => ({
    role: turn.speaker === 'customer' ? 'user' : 'assistant',
    content: turn.text,
  }));
  const last = chat.turns.at(-1);
  return {
    orgId: chat.orgId,
    chatId: chat.chatId,
    respond,
    question,
    earlier,
    customerSpokeLast: last?.speaker === 'customer',
  };
}

/**
 * An ask node's buttons, one a line after its question: the customer answers by naming one,
 * which the run reads at the chat's next suggestion.
 */
function choicesOf(ask: SceneAskEvent): string {
  if (ask.mode !== 'buttons' || ask.options.length === 0) return '';
  return `\n${ask.options.map((option) => option.label).join('\n')}`;
}

export async function runSceneSuggestion(
  app: FastifyInstance,
  caller: Caller,
  prepared: PreparedSceneSuggestion,
  sse: SseStream,
  upstream: AbortController,
  locale: Locale,
): Promise<void> {
  sse.send<SaleSuggestEvent>('start', { suggestionId: '', model: '', tones: [SCENE_TONE] });
  const keepAlive = setInterval(() => sse.comment('keep-alive'), app.llm.keepAliveMs);
  const reply = { tone: SCENE_TONE, text: '' };
  const say = (text: string) => {
    const content = withoutNul(text);
    reply.text += content;
    sse.send<SaleSuggestEvent>('delta', { index: 0, content });
  };
  let citations: ChatCitation[] = [];
  let failure: unknown = null;
  try {
    const parts = prepared.respond({
      prompt: prepared.question,
      locale,
      earlier: prepared.earlier,
      // The sale chat is the scene's conversation: its variables and a waiting question live on.
      // Asked again before the customer answered, the scene runs afresh on their earlier words
      // and the question it waits at stays for their answer.
      sessionId: prepared.customerSpokeLast ? prepared.chatId : null,
      upstream,
    });
    for await (const part of parts) {
      if (part.type === 'delta') {
        if (part.text) say(part.text);
      } else if (part.type === 'citations') {
        citations = [...citations, ...part.citations];
        sse.send<SaleSuggestEvent>('citations', { citations });
      } else if (part.type === 'event' && part.event.event === 'scene-ask') {
        // The salesperson relays the question; the customer's answer, read from the next
        // screenshots, resumes the run at the next suggestion.
        const choices = choicesOf(part.event.data);
        if (choices) say(choices);
      }
    }
    sse.send<SaleSuggestEvent>('reply', { index: 0, text: reply.text.trim() });
  } catch (error) {
    failure = error;
  }
  try {
    await finishSuggestion(
      app,
      caller,
      prepared,
      sse,
      { replies: [reply], citations, model: '', failure, aborted: upstream.signal.aborted },
      locale,
    );
  } finally {
    clearInterval(keepAlive);
    sse.end();
  }
}
