/**
 * The OpenAI embeddings wire protocol (`POST {baseUrl}/embeddings`), which Ollama, vLLM, Xinference,
 * the big Chinese clouds' compatible modes and most gateways speak. Org endpoints go through the
 * SSRF guard like the chat does; the operator's own are trusted.
 */
import { request } from 'undici';
import { BadResponseError, HttpStatusError } from './openai-chat';
import { toUpstreamError, type GatewayLimits, type ModelTarget } from './gateway';

/** The longest vector accepted (pgvector stores up to 16,000; no common model goes past 4,096). */
export const EMBEDDING_MAX_DIMS = 4096;
/** Texts sent in one request: every compatible service takes this many. */
export const EMBEDDING_BATCH = 32;

/**
 * The most of an answer read: a float written out takes at most ~25 characters, so a full batch
 * of the longest vectors is under 4 MB; past this the service is not answering embeddings.
 */
export const EMBEDDING_ANSWER_MAX_BYTES = 1024 * 1024 + EMBEDDING_BATCH * EMBEDDING_MAX_DIMS * 32;

/** The body as text, refused past `max` bytes instead of held whole (an org endpoint is any URL). */
async function limitedText(body: AsyncIterable<unknown>, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > max) throw new BadResponseError('embedding answer too large'); // leaving destroys it
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface EmbeddingAnswer {
  data?: { embedding?: unknown; index?: unknown }[];
}

function vectorsOf(answer: EmbeddingAnswer, count: number): number[][] {
  const data = answer.data;
  if (!Array.isArray(data) || data.length !== count) throw new BadResponseError('embedding count');
  const vectors: number[][] = new Array<number[]>(count);
  data.forEach((item, position) => {
    const index = typeof item.index === 'number' ? item.index : position;
    const embedding = item.embedding;
    if (
      !Number.isInteger(index) ||
      index < 0 ||
      index >= count ||
      vectors[index] ||
      !Array.isArray(embedding) ||
      embedding.length === 0 ||
      embedding.length > EMBEDDING_MAX_DIMS ||
      !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))
    )
      throw new BadResponseError('embedding shape');
    vectors[index] = embedding as number[];
  });
  const dims = vectors[0]!.length;
  if (vectors.some((v) => v.length !== dims)) throw new BadResponseError('embedding lengths');
  return vectors;
}

/**
 * One vector per text, in order. Throws an UpstreamError (unreachable, time-out, HTTP error, a
 * refused host, an answer of the wrong shape) that says what went wrong.
 */
export async function embedTexts(
  target: ModelTarget,
  texts: string[],
  limits: GatewayLimits,
  timeoutMs: number,
): Promise<number[][]> {
  if (texts.length === 0) return [];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('idle'), timeoutMs);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
  const init = {
    headers,
    body: JSON.stringify({ model: target.model, input: texts, encoding_format: 'float' }),
    signal: controller.signal,
  };
  const url = `${target.baseUrl.replace(/\/+$/, '')}/embeddings`;
  try {
    const response = target.checkHost
      ? await limits.outbound.post(url, init)
      : await request(url, { ...init, method: 'POST' });
    const text = await limitedText(response.body, EMBEDDING_ANSWER_MAX_BYTES);
    if (response.statusCode < 200 || response.statusCode >= 300)
      throw new HttpStatusError(response.statusCode, text.slice(0, 8192));
    let answer: EmbeddingAnswer;
    try {
      answer = JSON.parse(text) as EmbeddingAnswer;
    } catch {
      throw new BadResponseError('embedding answer is not JSON');
    }
    return vectorsOf(answer, texts.length);
  } catch (error) {
    const timedOut = controller.signal.aborted;
    throw toUpstreamError(
      error,
      { ...limits, idleTimeoutMs: timeoutMs },
      timedOut ? 'idle' : undefined,
    );
  } finally {
    clearTimeout(timer);
  }
}
