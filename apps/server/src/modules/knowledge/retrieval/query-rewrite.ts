/**
 * Query extension as FastGPT does it: before a search, the answering model writes a few other
 * phrasings of the question (the words documents use, what "它" stands for in the conversation).
 * It has a short time budget; a slow or failing model leaves the question searched as asked.
 */
import type { ModelMessage } from 'ai';
import type { QueryRewriteStatus } from '@miaoyu/contracts';
import { streamModel, type GatewayLimits } from '../../../plugins/llm/gateway';
import type { ModelTarget } from '../../../plugins/llm/gateway';
import type { EarlierTurn } from '../../conversation';

/** Most phrasings searched besides the question. */
export const MAX_ALTERNATIVES = 3;
/** The last turns the model reads (a question and its answer make two). */
export const REWRITE_TURNS = 4;
const TURN_CHARS = 300;
const PHRASING_MAX_CHARS = 200;

export interface RewriteOutcome {
  status: Extract<QueryRewriteStatus, 'used' | 'timeout' | 'failed'>;
  alternatives: string[];
}

const HAN = /\p{Script=Han}/u;

const clip = (text: string, max: number) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
};

/** The request: the last turns as a transcript (so the model rewrites rather than answers). */
export function rewriteMessages(question: string, earlier: EarlierTurn[]): ModelMessage[] {
  const zh = HAN.test(question) || !/[a-z]/i.test(question);
  const turns = earlier
    .slice(-REWRITE_TURNS)
    .filter((turn) => turn.content.trim() !== '')
    .map((turn) => {
      const who = turn.role === 'user' ? (zh ? '用户' : 'User') : zh ? '助手' : 'Assistant';
      return `${who}: ${clip(turn.content, TURN_CHARS)}`;
    });
  const transcript = turns.length > 0 ? turns.join('\n') : zh ? '（无）' : '(none)';
  const text = zh
    ? [
        '你负责改写知识库检索用的问题，不回答问题。',
        `最近的对话：\n${transcript}`,
        `当前问题：${question}`,
        '请写出当前问题的 1 到 3 种其他问法：意思不变，换用文档里可能出现的说法（同义词、正式用语、完整名称）；如果当前问题有“它”“这个”之类的指代或省略，按对话补全。每行一个，不要编号，不要解释，不要其他内容。',
      ].join('\n\n')
    : [
        'You rewrite questions for a knowledge-base search; you do not answer them.',
        `Recent conversation:\n${transcript}`,
        `Current question: ${question}`,
        'Write 1 to 3 other phrasings of the current question with the same meaning, in the words documents are likely to use (synonyms, formal terms, full names); if the question says "it", "that" or leaves something out, complete it from the conversation. One per line, no numbering, no explanation, nothing else.',
      ].join('\n\n');
  return [{ role: 'user', content: text }];
}

/** The phrasings in a model's reply: bullets and numbering dropped, the question itself left out. */
export function phrasingLines(reply: string, question: string): string[] {
  const seen = new Set([question.trim().toLowerCase()]);
  const out: string[] = [];
  for (const raw of reply.split('\n')) {
    const line = raw
      .replace(/^\s*(?:[-*•>]|\d+[.、)）:：]|[(（]\d+[)）])\s*/u, '')
      .replace(/^["“「『']+|["”」』']+$/gu, '')
      .trim();
    // A preface ("以下是改写：") ends with a colon; an answer would be much longer.
    if (!line || /[:：]$/u.test(line) || Array.from(line).length > PHRASING_MAX_CHARS) continue;
    const key = line.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(line);
    if (out.length === MAX_ALTERNATIVES) break;
  }
  return out;
}

/**
 * Asks `model` for other phrasings within `budgetMs`. Never throws: a fault or the budget running
 * out gives no phrasings. `signal` is the answer's own (stopping it stops this too).
 */
export async function rewriteQuestion(
  model: ModelTarget,
  question: string,
  earlier: EarlierTurn[],
  options: { limits: GatewayLimits; budgetMs: number; signal: AbortSignal },
): Promise<RewriteOutcome> {
  if (options.signal.aborted) return { status: 'failed', alternatives: [] };
  const upstream = new AbortController();
  let overBudget = false;
  const timer = setTimeout(() => {
    overBudget = true;
    upstream.abort('stop');
  }, options.budgetMs);
  const stop = () => upstream.abort('stop');
  options.signal.addEventListener('abort', stop, { once: true });
  let reply = '';
  try {
    const messages = rewriteMessages(question, earlier);
    for await (const part of streamModel(model, messages, upstream, options.limits))
      if (part.type === 'delta') reply += part.text;
  } catch {
    return { status: overBudget ? 'timeout' : 'failed', alternatives: [] };
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', stop);
  }
  if (overBudget) return { status: 'timeout', alternatives: [] };
  if (options.signal.aborted) return { status: 'failed', alternatives: [] };
  return { status: 'used', alternatives: phrasingLines(reply, question) };
}
