import type { Locale, ModelKind } from '@miaoyu/contracts';
import { formatMessage } from '@miaoyu/contracts';
import { AppError } from '../../lib/errors';
import { wellFormedText } from '../../lib/storable';
import { streamModel, type GatewayLimits } from '../../plugins/llm/gateway';
import { embedTexts } from '../../plugins/llm/openai-embeddings';
import type { ModelTarget } from './catalog';

/** The first 200 characters of a chat model's answer to a one-line prompt. */
async function askOneLine(target: ModelTarget, limits: GatewayLimits): Promise<string> {
  const upstream = new AbortController();
  let reply = '';
  for await (const part of streamModel(
    target,
    [{ role: 'user', content: 'Reply with the single word: OK' }],
    upstream,
    limits,
  )) {
    if (part.type === 'delta') reply += part.text;
    if (reply.length > 200) {
      upstream.abort('stop');
      break;
    }
  }
  return reply;
}

/** What an embedding model makes of one word: how long its vectors are. */
async function embedOneWord(target: ModelTarget, limits: GatewayLimits, locale: Locale) {
  const [vector] = await embedTexts(target, ['OK'], limits, limits.idleTimeoutMs);
  const dims = vector!.length;
  return locale === 'zh-CN' ? `向量长度 ${dims}` : `${dims}-dimensional vectors`;
}

/**
 * Asks the model once (a chat model a one-line prompt, an embedding model one word) and reports
 * whether the endpoint answered, how fast, and what.
 */
export async function testConnection(
  target: ModelTarget,
  kind: ModelKind,
  limits: GatewayLimits,
  locale: Locale,
): Promise<{ ok: boolean; latencyMs: number; message: string; reply: string }> {
  const started = performance.now();
  try {
    const reply =
      kind === 'embedding'
        ? await embedOneWord(target, limits, locale)
        : await askOneLine(target, limits);
    return {
      ok: true,
      latencyMs: Math.round(performance.now() - started),
      message: locale === 'zh-CN' ? '连接成功' : 'Connected',
      // Provider text is shown as it came only once it is well formed (a cut may split a pair).
      reply: wellFormedText(reply.slice(0, 200)),
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'BASE_URL_FORBIDDEN') throw error;
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      // The message may quote the provider's own error text.
      message: wellFormedText(formatMessage(locale, error.code, error.params)),
      reply: '',
    };
  }
}
