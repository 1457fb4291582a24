/** Reads a web page for import through the one outbound guard, within size and time limits. */
import type { DocumentFailure } from '@miaoyu/contracts';
import { convert } from 'html-to-text';
import type { OutboundGuard } from '../../../lib/outbound/fetch';
import { ForbiddenHostError, UnresolvedHostError } from '../../../lib/outbound/guard';
import { sizeText } from '../../../lib/upload';

export class PageFetchError extends Error {
  constructor(
    readonly failure: DocumentFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchedPage {
  bytes: Buffer;
  contentType: string;
  /** The page's `<title>`, as text. */
  title: string;
}

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let e = error; e && chain.length < 10; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
};

function asFetchError(error: unknown, timeoutMs: number): PageFetchError {
  const chain = causes(error);
  if (chain.some((e) => e instanceof ForbiddenHostError))
    return new PageFetchError('FETCH_FORBIDDEN', 'the address (or a redirect) is not public');
  if (chain.some((e) => e instanceof UnresolvedHostError))
    return new PageFetchError('FETCH_FAILED', 'the host name does not resolve');
  if (chain.some((e) => (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError'))
    return new PageFetchError('FETCH_TIMEOUT', `no complete answer within ${timeoutMs} ms`);
  return new PageFetchError('FETCH_FAILED', (error as Error).message ?? 'fetch failed');
}

function titleOf(html: string): string {
  const match = /<title[^>]*>([\s\S]{0,2000}?)<\/title>/i.exec(html);
  return match ? convert(match[1]!, { wordwrap: false }).trim() : '';
}

/** The page's bytes; anything past `urlMaxBytes` or `urlTimeoutMs` fails it. */
export async function fetchPage(
  outbound: OutboundGuard,
  url: string,
  limits: { urlMaxBytes: number; urlTimeoutMs: number },
): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(limits.urlTimeoutMs);
  try {
    const response = await outbound.fetch(url, {
      signal,
      headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new PageFetchError('FETCH_FAILED', `HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > limits.urlMaxBytes) {
      await response.body?.cancel();
      throw new PageFetchError('FETCH_TOO_LARGE', `over ${sizeText(limits.urlMaxBytes)}`);
    }
    const parts: Buffer[] = [];
    let size = 0;
    for await (const part of response.body ?? []) {
      size += (part as Uint8Array).length;
      if (size > limits.urlMaxBytes)
        throw new PageFetchError('FETCH_TOO_LARGE', `over ${sizeText(limits.urlMaxBytes)}`);
      parts.push(Buffer.from(part as Uint8Array));
    }
    const bytes = Buffer.concat(parts);
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    const title = /html/i.test(contentType) ? titleOf(bytes.toString('utf8')) : '';
    return { bytes, contentType, title };
  } catch (error) {
    if (error instanceof PageFetchError) throw error;
    throw asFetchError(error, limits.urlTimeoutMs);
  }
}
