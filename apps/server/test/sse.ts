import type { ChatStreamEvent } from '@miaoyu/contracts';

export interface ParsedSse {
  events: ChatStreamEvent[];
  /** Comment lines (`: keep-alive`) without the leading colon. */
  comments: string[];
}

/** Splits a Server-Sent Events body into named JSON events and comment lines. */
export function parseSse(body: string): ParsedSse {
  const events: ChatStreamEvent[] = [];
  const comments: string[] = [];
  for (const block of body.split('\n\n')) {
    if (!block.trim()) continue;
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    }
    if (data.length > 0)
      events.push({ event: name, data: JSON.parse(data.join('\n')) } as ChatStreamEvent);
  }
  return { events, comments };
}

/** Event names in order, deltas collapsed to one entry per run, for order assertions. */
export function eventOrder(events: ChatStreamEvent[]): string[] {
  const names: string[] = [];
  for (const e of events)
    if (!(e.event === 'delta' && names.at(-1) === 'delta')) names.push(e.event);
  return names;
}

/** The answer text the deltas add up to. */
export function deltaText(events: ChatStreamEvent[]): string {
  return events.map((e) => (e.event === 'delta' ? e.data.content : '')).join('');
}

/**
 * Reads a live fetch body as it arrives: `next(name)` waits for the next event of that name
 * (earlier ones are kept in `seen`); `rest()` reads to the end.
 */
export function liveSse(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let raw = '';
  const seen: ChatStreamEvent[] = [];
  const comments: string[] = [];
  let done = false;

  async function pull(): Promise<boolean> {
    if (done) return false;
    const chunk = await reader.read();
    if (chunk.done) {
      done = true;
      return false;
    }
    const text = decoder.decode(chunk.value, { stream: true });
    raw += text;
    buffer += text;
    const cut = buffer.lastIndexOf('\n\n');
    if (cut >= 0) {
      const parsed = parseSse(buffer.slice(0, cut + 2));
      seen.push(...parsed.events);
      comments.push(...parsed.comments);
      buffer = buffer.slice(cut + 2);
    }
    return true;
  }

  return {
    seen,
    comments,
    get raw() {
      return raw;
    },
    async next<N extends ChatStreamEvent['event']>(name: N, from = 0) {
      for (;;) {
        const found = seen.slice(from).find((e) => e.event === name);
        if (found) return found as Extract<ChatStreamEvent, { event: N }>;
        if (!(await pull())) throw new Error(`stream ended without a ${name} event: ${raw}`);
      }
    },
    /** Reads what arrives next; false once the stream has ended. */
    more: () => pull(),
    /** Waits for the first event from `from` on that matches. */
    async until(match: (e: ChatStreamEvent) => boolean, from = 0) {
      for (;;) {
        const found = seen.slice(from).find(match);
        if (found) return found;
        if (!(await pull())) throw new Error(`stream ended without the event: ${raw}`);
      }
    },
    async rest() {
      while (await pull());
      return seen;
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
