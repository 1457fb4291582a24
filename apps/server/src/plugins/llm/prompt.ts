import type { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ModelMessage } from 'ai';

type ChatModel = ReturnType<ReturnType<typeof createOpenAICompatible>['chatModel']>;
/** The provider's prompt type, as its `doStream` takes it. */
export type ProviderPrompt = Parameters<ChatModel['doStream']>[0]['prompt'];
type UserPart = Extract<ProviderPrompt[number], { role: 'user' }>['content'][number];

/**
 * Our context (AI SDK model messages: text, and images as bytes) in the provider's own prompt
 * format, so the answer can stream straight from the provider without `streamText`'s extra layers.
 */
export function toProviderPrompt(messages: ModelMessage[]): ProviderPrompt {
  return messages.map((message): ProviderPrompt[number] => {
    if (message.role === 'system') return { role: 'system', content: message.content };
    if (message.role === 'assistant') {
      const text =
        typeof message.content === 'string'
          ? message.content
          : message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      return { role: 'assistant', content: [{ type: 'text', text }] };
    }
    if (message.role === 'user') {
      if (typeof message.content === 'string')
        return { role: 'user', content: [{ type: 'text', text: message.content }] };
      const content = message.content.flatMap((part): UserPart[] => {
        if (part.type === 'text') return [{ type: 'text', text: part.text }];
        if (part.type === 'image' && part.image instanceof Uint8Array)
          return [{ type: 'file', data: part.image, mediaType: part.mediaType ?? 'image/png' }];
        return [];
      });
      return { role: 'user', content };
    }
    throw new Error(`unsupported message role ${message.role}`);
  });
}
