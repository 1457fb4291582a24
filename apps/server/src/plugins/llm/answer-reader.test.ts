import { describe, expect, it } from 'vitest';
import { AnswerReader } from './answer-reader';
import { BadResponseError, HttpStatusError } from './openai-chat';

const encoder = new TextEncoder();
const chunk = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  });
const usage = JSON.stringify({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  choices: [],
  usage: { prompt_tokens: 12, completion_tokens: 50, total_tokens: 62 },
});

/** Feeds the body in the given pieces, as separate reads, and collects what the reader gave. */
function readAll(pieces: (string | Uint8Array)[], end = true) {
  const reader = new AnswerReader();
  const texts: string[] = [];
  for (const piece of pieces) {
    reader.feed(typeof piece === 'string' ? encoder.encode(piece) : piece);
    texts.push(...reader.texts);
    reader.texts.length = 0;
  }
  if (end) reader.end();
  texts.push(...reader.texts);
  return { texts, usage: reader.usage, done: reader.done, failure: reader.failure };
}

/** The body cut into reads of `size` bytes, so events, lines and characters split anywhere. */
function bytesOf(body: string, size: number): Uint8Array[] {
  const all = encoder.encode(body);
  const out: Uint8Array[] = [];
  for (let i = 0; i < all.length; i += size) out.push(all.subarray(i, i + size));
  return out;
}

describe('AnswerReader', () => {
  const body = `data: ${chunk('你好')}\n\ndata: ${chunk('，世界')}\n\ndata: ${usage}\n\ndata: [DONE]\n\n`;

  it('reads texts, then the usage, then [DONE]', () => {
    expect(readAll([body])).toEqual({
      texts: ['你好', '，世界'],
      usage: { promptTokens: 12, completionTokens: 50 },
      done: true,
      failure: null,
    });
  });

  it('reads a body split anywhere across reads, even inside a character', () => {
    for (const size of [1, 2, 3, 7, 64]) {
      const read = readAll(bytesOf(body, size));
      expect(read.texts.join(''), `reads of ${size}`).toBe('你好，世界');
      expect(read.usage).toEqual({ promptTokens: 12, completionTokens: 50 });
      expect(read.done).toBe(true);
    }
  });

  it('reads CRLF and CR line endings, `data:` without a space, comments and other fields', () => {
    const crlf = `: keep-alive\r\nid: 1\r\nevent: message\r\nretry: 1000\r\ndata:${chunk('a')}\r\n\r\n`;
    const cr = `data: ${chunk('b')}\r\r:comment\r\rdata:[DONE]\r\n\r\n`;
    expect(readAll([crlf, cr]).texts).toEqual(['a', 'b']);
    expect(readAll(bytesOf(crlf + cr, 1))).toMatchObject({ texts: ['a', 'b'], done: true });
    expect(readAll([`foo: bar\ndata: ${chunk('c')}\n\n`]).texts).toEqual(['c']);
  });

  it('ignores fields it does not read, and chunks without text', () => {
    const extra = JSON.stringify({
      choices: [
        { index: 0, delta: { role: 'assistant', content: 'x', reasoning: 'y' }, logprobs: null },
      ],
      system_fingerprint: 'fp',
      service_tier: 'default',
    });
    const empty = [
      { choices: [{ delta: { role: 'assistant' } }] },
      { choices: [{ delta: { content: '' } }] },
      { choices: [{ delta: {}, finish_reason: 'stop' }] },
      { choices: [{ delta: { content: null } }] },
      { choices: [] },
      { choices: null, usage: { prompt_tokens: 1 } },
    ].map((c) => `data: ${JSON.stringify(c)}\n\n`);
    const read = readAll([`data: ${extra}\n\n`, ...empty]);
    expect(read.texts).toEqual(['x']);
    expect(read.usage).toEqual({ promptTokens: 1, completionTokens: 0 });
    expect(read.failure).toBeNull();
  });

  it('takes a usage-only last chunk, and counts it as unknown (0) when it is not a count', () => {
    expect(readAll([`data: ${chunk('a')}\n\ndata: ${usage}\n\n`]).usage).toEqual({
      promptTokens: 12,
      completionTokens: 50,
    });
    const odd = JSON.stringify({ usage: { prompt_tokens: '12', completion_tokens: 1e99 } });
    expect(readAll([`data: ${odd}\n\n`]).usage).toEqual({ promptTokens: 0, completionTokens: 0 });
  });

  it('ends at [DONE] and reads nothing after it', () => {
    const read = readAll([
      `data: ${chunk('a')}\n\ndata: [DONE]\n\ndata: ${chunk('b')}\n\n`,
      'junk\n\n',
    ]);
    expect(read).toMatchObject({ texts: ['a'], done: true, failure: null });
  });

  it('drops an event the body did not close, as EventSource does', () => {
    expect(readAll([`data: ${chunk('a')}\n\ndata: ${chunk('b')}`]).texts).toEqual(['a']);
  });

  it('refuses what is not a chat-completion chunk, keeping the texts read before it', () => {
    for (const data of ['not json', '{"choices":', '42', '"text"', '[]', '{}', '{"choices":{}}']) {
      const read = readAll([`data: ${chunk('a')}\n\ndata: ${data}\n\ndata: ${chunk('b')}\n\n`]);
      expect(read.failure, data).toBeInstanceOf(BadResponseError);
      expect(read.texts, data).toEqual(['a']);
      expect(read.done).toBe(true);
    }
  });

  it('turns an error sent mid-stream into an HTTP error with its body', () => {
    const error = JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests' } });
    const read = readAll([`data: ${chunk('a')}\n\n`, `event: error\ndata: ${error}\n\n`]);
    expect(read.texts).toEqual(['a']);
    expect(read.failure).toBeInstanceOf(HttpStatusError);
    expect(read.failure).toMatchObject({ statusCode: 200, responseBody: error });
  });

  it('gives up on an event that never ends instead of buffering it', () => {
    const reader = new AnswerReader();
    const piece = encoder.encode(`data: ${'x'.repeat(1024 * 1024)}`);
    for (let i = 0; i < 5 && !reader.done; i += 1) reader.feed(piece);
    expect(reader.failure).toBeInstanceOf(BadResponseError);
  });
});
