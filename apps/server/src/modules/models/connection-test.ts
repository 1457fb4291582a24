import type { Locale } from '@miaoyu/contracts';
import { formatMessage } from '@miaoyu/contracts';
import { AppError } from '../../lib/errors';
import { wellFormedText } from '../../lib/storable';
import { streamModel, type GatewayLimits } from '../../plugins/llm/gateway';
import type { ModelTarget } from './catalog';

/** Sends a one-line prompt and reports whether the endpoint answered, how fast, and what. */
export async function testConnection(
  target: ModelTarget,
  limits: GatewayLimits,
  locale: Locale,
): Promise<{ ok: boolean; latencyMs: number; message: string; reply: string }> {
  const started = performance.now();
  const upstream = new AbortController();
  let reply = '';
  try {
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
