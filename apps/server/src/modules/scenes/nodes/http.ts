import type { SceneNodeOf } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import { findCause, ForbiddenHostError } from '../../../lib/outbound/guard';
import { RedirectRefusedError } from '../../../lib/outbound/fetch';
import type { NodeExecutor } from '../engine/context';
import { templateSelectors } from '@miaoyu/contracts';

/** An answer's body is read up to this many bytes; the rest is cut off. */
export const HTTP_BODY_MAX_BYTES = 1_000_000;

async function readCapped(response: Response, signal: AbortSignal): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < HTTP_BODY_MAX_BYTES && !signal.aborted) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, HTTP_BODY_MAX_BYTES));
}

/** The team's secrets a node's templates name (`{{ secret.PRICE_KEY }}`), and only those. */
async function secretsNamed(
  texts: string[],
  secret: (name: string) => Promise<string | undefined>,
) {
  const names = new Set(
    texts
      .flatMap((t) => templateSelectors(t))
      .filter((s) => s.node === 'secret')
      .map((s) => s.output),
  );
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = await secret(name);
    if (value === undefined)
      throw new AppError(422, 'SCENE_HTTP_FAILED', { reason: `secret.${name}?` });
    values[name] = value;
  }
  return values;
}

/**
 * A request to a price list, a CRM or any API, through the one SSRF guard: a private address, or
 * a redirect to one, is refused; the time and the body read are limited.
 */
export const runHttp: NodeExecutor<SceneNodeOf<'http'>> = async (node, ctx) => {
  const { settings } = node;
  const texts = [settings.url, settings.body, ...settings.headers.map((h) => h.value)];
  const secret = await secretsNamed(texts, (name) => ctx.services.secret(name));
  // A secret goes only where the scene's author wrote it to go, never to an address a value fills.
  if (Object.keys(secret).length > 0 && !/^https?:\/\/[^{}\s/]+(\/|$)/.test(settings.url.trim()))
    throw new AppError(422, 'SCENE_HTTP_FAILED', {
      reason: 'an address that receives a secret is written out in full',
    });
  const url = (await ctx.render(settings.url, { secret })).trim();
  const headers: Record<string, string> = {};
  for (const header of settings.headers)
    headers[header.name] = await ctx.render(header.value, { secret });
  const hasBody = settings.method !== 'GET' && settings.body !== '';
  const body = hasBody ? await ctx.render(settings.body, { secret }) : undefined;
  // The trace keeps the URL and the method; secrets in headers never reach it.
  const inputs = {
    method: settings.method,
    url: Object.keys(secret).length > 0 ? '(with secrets)' : url,
  };
  const signal = AbortSignal.any([ctx.signal, AbortSignal.timeout(settings.timeoutMs)]);
  try {
    const response = await ctx.services.fetch(url, {
      method: settings.method,
      headers,
      body,
      signal,
    });
    const text = await readCapped(response, signal);
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: the body stays text
    }
    return { outputs: { status: response.status, body: text, json, ok: response.ok }, inputs };
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    const reason = findCause(error, ForbiddenHostError)
      ? 'address not allowed'
      : error instanceof RedirectRefusedError || findCause(error, RedirectRefusedError)
        ? 'redirect refused'
        : signal.aborted
          ? `no answer in ${settings.timeoutMs} ms`
          : error instanceof TypeError && /url/i.test(error.message)
            ? 'bad URL'
            : 'could not connect';
    throw new AppError(502, 'SCENE_HTTP_FAILED', { reason });
  }
};
