import type { ModelMessage } from 'ai';
import type { ModelTarget } from '../../../plugins/llm/gateway';
import type { NodeContext } from '../engine/context';
import type { Segment } from '../engine/speech';

/** The conversation's earlier turns as model messages, the last `count` of them. */
export function earlierMessages(ctx: NodeContext, count: number): ModelMessage[] {
  return count > 0
    ? ctx.run.earlier.slice(-count).map((turn) => ({ role: turn.role, content: turn.content }))
    : [];
}

/**
 * Asks a model and gathers its words; they stream into `segment` as they come when there is one.
 * The run's stop ends the model's answer too.
 */
export async function askModel(
  ctx: NodeContext,
  target: ModelTarget,
  messages: ModelMessage[],
  segment?: Segment,
): Promise<string> {
  const upstream = new AbortController();
  const stop = () => upstream.abort('stop');
  if (ctx.signal.aborted) stop();
  ctx.signal.addEventListener('abort', stop, { once: true });
  let text = '';
  try {
    for await (const part of ctx.services.streamModel(target, messages, upstream)) {
      if (part.type === 'delta') {
        text += part.text;
        segment?.write(part.text);
      } else ctx.usage(part.promptTokens, part.completionTokens);
    }
  } finally {
    ctx.signal.removeEventListener('abort', stop);
  }
  return text;
}

/** The first JSON object in a model's answer (it may wrap it in a fence or in words). */
export function firstJsonObject(text: string): Record<string, unknown> | null {
  for (let start = text.indexOf('{'); start >= 0; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (inString) {
        if (ch === '\\') i++;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) {
        try {
          const value: unknown = JSON.parse(text.slice(start, i + 1));
          if (value && typeof value === 'object' && !Array.isArray(value))
            return value as Record<string, unknown>;
        } catch {
          // not JSON: try the next brace
        }
        break;
      }
    }
  }
  return null;
}
