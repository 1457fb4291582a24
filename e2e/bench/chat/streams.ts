import http from 'node:http';

/**
 * One streaming request, timed from just before it is sent to the first piece of answer text:
 * for the model stub the first `data:` chunk whose delta has content, for our server the first
 * `event: delta`. Plain node:http with an unlimited keep-alive agent, so 1,000 streams at once
 * are not queued behind a connection limit and the load generator stays cheap.
 */
export const agent = new http.Agent({
  keepAlive: true,
  maxSockets: Infinity,
  maxFreeSockets: 2000,
});

export interface StreamResult {
  ok: boolean;
  /** Time to first token, ms (NaN when no text arrived). */
  ttftMs: number;
  /** Time to the response headers, ms: for our server, the checks and stored question before the model call. */
  headersMs: number;
  totalMs: number;
  /** performance.now() when the request was sent and when it ended, to count overlapping streams. */
  startedAt: number;
  endedAt: number;
  deltas: number;
  error?: string;
}

export interface StreamTarget {
  url: string;
  headers: Record<string, string>;
  body: string;
  kind: 'openai' | 'miaoyu';
}

/** Reads SSE frames (separated by a blank line) and reports whether each carries answer text. */
function frameHasText(kind: StreamTarget['kind'], frame: string): 'text' | 'end' | 'fail' | null {
  if (kind === 'miaoyu') {
    if (frame.startsWith('event: delta')) return 'text';
    if (frame.startsWith('event: done')) return frame.includes('"state":"done"') ? 'end' : 'fail';
    if (frame.startsWith('event: error')) return 'fail';
    return null;
  }
  if (!frame.startsWith('data: ')) return null;
  const data = frame.slice(6);
  if (data === '[DONE]') return 'end';
  const chunk = JSON.parse(data) as { choices: { delta?: { content?: string } }[] };
  return chunk.choices[0]?.delta?.content ? 'text' : null;
}

export function stream(target: StreamTarget): Promise<StreamResult> {
  return new Promise((resolve) => {
    const started = performance.now();
    let ttftMs = Number.NaN;
    let headersMs = Number.NaN;
    let deltas = 0;
    let ended = false;
    let settled = false;
    const finish = (ok: boolean, error?: string) => {
      if (settled) return;
      settled = true;
      const endedAt = performance.now();
      resolve({
        ok,
        ttftMs,
        totalMs: endedAt - started,
        startedAt: started,
        endedAt,
        deltas,
        error,
        headersMs,
      });
    };
    const request = http.request(
      target.url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(target.body)),
          ...target.headers,
        },
      },
      (response) => {
        headersMs = performance.now() - started;
        if (response.statusCode !== 200) {
          let text = '';
          response.on('data', (part: Buffer) => (text += part.toString()));
          response.on('end', () =>
            finish(false, `HTTP ${response.statusCode}: ${text.slice(0, 200)}`),
          );
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (part: string) => {
          buffer += part;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            cut = buffer.indexOf('\n\n');
            const kind = frameHasText(target.kind, frame);
            if (kind === 'text') {
              if (deltas === 0) ttftMs = performance.now() - started;
              deltas += 1;
            } else if (kind === 'end') ended = true;
            else if (kind === 'fail') return finish(false, frame.slice(0, 200));
          }
        });
        response.on('end', () => finish(ended, ended ? undefined : 'stream ended without done'));
        response.on('error', (error) => finish(false, error.message));
      },
    );
    request.on('error', (error) => finish(false, error.message));
    request.end(target.body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` streams, each opened `gapMs` after the previous one (0: all at once), all awaited. */
export async function openStreams(
  count: number,
  gapMs: number,
  target: (index: number) => StreamTarget,
): Promise<StreamResult[]> {
  const pending: Promise<StreamResult>[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    if (gapMs > 0) {
      // Scheduled against the phase start, so timer drift does not stretch the opening window.
      const wait = started + i * gapMs - performance.now();
      if (wait > 0) await sleep(wait);
    }
    pending.push(stream(target(i)));
  }
  return Promise.all(pending);
}

/** The most streams that were open at the same moment. */
export function peakOverlap(results: StreamResult[]): number {
  const edges = results.flatMap((r) => [
    { at: r.startedAt, step: 1 },
    { at: r.endedAt, step: -1 },
  ]);
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let open = 0;
  let peak = 0;
  for (const edge of edges) {
    open += edge.step;
    peak = Math.max(peak, open);
  }
  return peak;
}
