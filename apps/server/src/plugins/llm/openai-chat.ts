/**
 * The request side of the OpenAI chat-completions wire protocol and its faults; the streamed
 * answer is read by answer-reader.ts.
 */
import type { ModelMessage } from 'ai';

/** The service answered with an HTTP error status; `responseBody` is what it said. */
export class HttpStatusError extends Error {
  constructor(
    readonly statusCode: number,
    readonly responseBody: string,
  ) {
    super(`HTTP ${statusCode}`);
  }
}

/** A chunk that is not JSON, or not the shape of a chat-completion chunk. */
export class BadResponseError extends Error {
  override name = 'BadResponseError';
}

type ContentPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
type OpenAIContent = string | ContentPart[];
export interface OpenAIMessage {
  role: 'system' | 'user' | 'assistant';
  content: OpenAIContent;
}

const textOf = (content: ModelMessage['content']) =>
  typeof content === 'string'
    ? content
    : content.map((part) => (part.type === 'text' ? part.text : '')).join('');

/** Our context (text, and images as bytes) as chat-completion messages. */
export function toOpenAIMessages(messages: ModelMessage[]): OpenAIMessage[] {
  return messages.map((message): OpenAIMessage => {
    if (message.role === 'system' || message.role === 'assistant')
      return { role: message.role, content: textOf(message.content) };
    if (message.role !== 'user') throw new Error(`unsupported message role ${message.role}`);
    if (typeof message.content === 'string') return { role: 'user', content: message.content };
    const parts = message.content.flatMap((part): ContentPart[] => {
      if (part.type === 'text') return [{ type: 'text', text: part.text }];
      if (part.type === 'image' && part.image instanceof Uint8Array) {
        const data = Buffer.from(part.image).toString('base64');
        const url = `data:${part.mediaType ?? 'image/png'};base64,${data}`;
        return [{ type: 'image_url', image_url: { url } }];
      }
      return [];
    });
    // A lone text part goes as a plain string, which every compatible service takes.
    const [first] = parts;
    if (parts.length === 1 && first?.type === 'text') return { role: 'user', content: first.text };
    return { role: 'user', content: parts };
  });
}
