import type { ModelMessage, UserContent } from 'ai';
import type { ChatAttachmentRef } from '../../db/schema';
import type { FileStorage } from '../../plugins/storage/types';
import type { ModelTarget } from '../../plugins/llm/gateway';
import type { ContextMessage } from './context.repo';
import type { RetrievedPassage } from './settings';

/** A rough token count: about one token per CJK character, and per 4 bytes of other text. */
export function estimateTokens(text: string): number {
  let cjk = 0;
  for (const char of text) if (char.codePointAt(0)! > 0x2e80) cjk += 1;
  return cjk + Math.ceil((Buffer.byteLength(text) - cjk * 3) / 4);
}

/** Cuts text to a token budget, saying so, so the model knows it saw only part of a file. */
export function fitToBudget(text: string, budget: number): string {
  if (estimateTokens(text) <= budget) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (estimateTokens(text.slice(0, mid)) <= budget) low = mid;
    else high = mid - 1;
  }
  return `${text.slice(0, low)}\n[… truncated to fit the model's context]`;
}

interface Question {
  content: string;
  attachments: ChatAttachmentRef[];
}

/**
 * What the model sees (spec §4 request context): the session's instruction, the last N earlier
 * messages, then the question with its files and images. Text files go in within the model's
 * budget; images go only to a vision model (a non-vision model was refused before this point,
 * and images in older messages are left out for it).
 */
export async function buildModelMessages(options: {
  storage: FileStorage;
  target: ModelTarget;
  topic: string;
  history: ContextMessage[];
  question: Question;
}): Promise<ModelMessage[]> {
  const { storage, target, topic, history, question } = options;
  // Leave a quarter of the window for the answer.
  let budget = Math.floor(target.contextSize * 0.75) - estimateTokens(topic);
  const current = await userContent(
    storage,
    target,
    question,
    () => budget,
    (used) => (budget -= used),
  );

  const earlier: ModelMessage[] = [];
  for (const row of [...history].reverse()) {
    const cost = estimateTokens(row.content);
    if (cost > budget) break;
    budget -= cost;
    if (row.role === 'assistant') earlier.unshift({ role: 'assistant', content: row.content });
    else
      earlier.unshift({
        role: 'user',
        content: await userContent(
          storage,
          target,
          row,
          () => Math.max(0, budget),
          (used) => (budget -= used),
        ),
      });
  }
  return [
    ...(topic ? [{ role: 'system' as const, content: topic }] : []),
    ...earlier,
    { role: 'user', content: current },
  ];
}

async function userContent(
  storage: FileStorage,
  target: ModelTarget,
  message: Question,
  remaining: () => number,
  spend: (tokens: number) => void,
): Promise<UserContent> {
  spend(estimateTokens(message.content));
  const parts: Exclude<UserContent, string> = [];
  const texts: string[] = [];
  for (const file of message.attachments) {
    const body = await storage.get(`chat/${file.code}`);
    if (!body) continue;
    if (file.kind === 'image') {
      if (target.vision)
        parts.push({ type: 'image', image: new Uint8Array(body), mediaType: file.contentType });
      continue;
    }
    const text = fitToBudget(body.toString('utf8'), Math.max(0, remaining()));
    spend(estimateTokens(text));
    texts.push(`File: ${file.name}\n\`\`\`\n${text}\n\`\`\``);
  }
  const text = [...texts, message.content].join('\n\n');
  if (parts.length === 0) return text;
  return [{ type: 'text', text }, ...parts];
}

/**
 * Puts retrieved passages into the system message, numbered as the citations are, so the model
 * can answer from them and say which it used.
 */
export function withPassages(
  messages: ModelMessage[],
  passages: RetrievedPassage[],
): ModelMessage[] {
  if (passages.length === 0) return messages;
  const reference = [
    'Answer from the reference passages below when they are relevant, citing them as [n].',
    ...passages.map((p, i) => `[${i + 1}] ${p.citation.title}\n${p.text}`),
  ].join('\n\n');
  const [first, ...rest] = messages;
  if (first?.role === 'system')
    return [{ role: 'system', content: `${first.content}\n\n${reference}` }, ...rest];
  return [{ role: 'system', content: reference }, ...messages];
}
