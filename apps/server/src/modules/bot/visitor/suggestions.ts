/**
 * Questions a visitor might ask next (spec §7 `case/qa`): the bot's model proposes them from the
 * conversation so far; without a model, or when it fails, the bot's own suggested questions that
 * the visitor has not asked yet.
 */
import type { FastifyInstance } from 'fastify';
import type { ModelMessage } from 'ai';
import type { Locale } from '@miaoyu/contracts';
import { previewText } from '@miaoyu/contracts/plain-text';
import type { Config } from '../../../config';
import type { Visitor } from '../../../lib/scope';
import { streamModel } from '../../../plugins/llm/gateway';
import { contextBefore, settingsTarget } from '../../conversation';
import { loadModelCatalog } from '../../models';
import type { OpenBot } from './bot-access';
import { visitorSession } from './visitor.service';

const SUGGESTIONS = 3;
const CONVERSATION_READ = 6;
const SUGGESTION_MAX_CHARS = 60;
const MODEL_TIMEOUT_MS = 10_000;

const ASK: Record<Locale, string> = {
  'zh-CN':
    '根据上面的对话，写出访客接下来最可能问的 3 个简短问题。每行一个，不要编号，不要其他内容，使用对话的语言。',
  'en-US':
    'From the conversation above, write the 3 short questions the visitor is most likely to ask next. One per line, no numbering, nothing else, in the language of the conversation.',
};

/**
 * Lines of a model's reply as questions: numbering, bullets and Markdown marks dropped (a chip
 * is plain text, and what it says is what the visitor asks), short, no repeats.
 */
export function questionLines(text: string, asked: Set<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    if (/^\s*#{1,6}\s/.test(raw)) continue; // a heading over the questions is none of them
    const line = previewText(raw.replace(/^\s*(?:[-*]\s+|•\s*|\d+[.、)）]\s*)/u, ''));
    if (!line || Array.from(line).length > SUGGESTION_MAX_CHARS) continue;
    if (asked.has(line) || seen.has(line)) continue;
    seen.add(line);
    out.push(line);
    if (out.length === SUGGESTIONS) break;
  }
  return out;
}

async function askModel(
  app: FastifyInstance,
  config: Config,
  bot: OpenBot,
  messages: ModelMessage[],
): Promise<string> {
  const models = await loadModelCatalog(app.db, config, app.llm.box, bot.helper.orgId);
  const target = settingsTarget(models, undefined, {
    instruction: '',
    model: bot.helper.model,
    contextSize: 0,
    welcome: '',
  });
  if (!target) return '';
  const upstream = new AbortController();
  const timer = setTimeout(() => upstream.abort('idle'), MODEL_TIMEOUT_MS);
  let text = '';
  try {
    for await (const part of streamModel(target, messages, upstream, app.llm.limits))
      if (part.type === 'delta') text += part.text;
  } finally {
    clearTimeout(timer);
  }
  return text;
}

export async function suggestQuestions(
  app: FastifyInstance,
  config: Config,
  bot: OpenBot,
  visitor: Visitor,
  ask: {
    sessionId: string | undefined;
    locale: Locale;
    /** Whether the limits let the model be asked this time (else the bot's own suggestions). */
    mayAskModel: () => Promise<boolean>;
  },
): Promise<string[]> {
  const { sessionId, locale } = ask;
  const own = bot.helper.suggestedQuestions;
  if (!sessionId) return own.slice(0, SUGGESTIONS);
  const session = await visitorSession(app, bot, visitor, sessionId);
  const recent = await contextBefore(app.db, session.id, null, CONVERSATION_READ);
  const asked = new Set(recent.filter((m) => m.role === 'user').map((m) => m.content.trim()));
  const fallback = own.filter((q) => !asked.has(q)).slice(0, SUGGESTIONS);
  if (recent.length === 0 || !(await ask.mayAskModel())) return fallback;
  try {
    const messages: ModelMessage[] = [
      ...(bot.helper.instruction
        ? [{ role: 'system' as const, content: bot.helper.instruction }]
        : []),
      ...recent.map((m) => ({ role: m.role, content: m.content }) as ModelMessage),
      { role: 'user', content: ASK[locale] },
    ];
    const lines = questionLines(await askModel(app, config, bot, messages), asked);
    return lines.length > 0 ? lines : fallback;
  } catch (err) {
    app.log.warn({ err }, 'suggested questions: the model failed');
    return fallback;
  }
}
