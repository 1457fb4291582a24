import type { SceneNodeOf } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';
import { offlineAnswer } from '../../../plugins/llm/offline';
import type { NodeExecutor } from '../engine/context';
import { askModel, earlierMessages } from './model-call';

/**
 * A model's answer to a prompt. When the node replies, its words stream to the conversation as
 * they come; without a model the team is told plainly that none is set up.
 */
export const runLlm: NodeExecutor<SceneNodeOf<'llm'>> = async (node, ctx) => {
  const { settings } = node;
  const instruction = await ctx.render(settings.instruction);
  const prompt = settings.prompt ? await ctx.render(settings.prompt) : ctx.run.question;
  const inputs = { instruction, prompt };
  const segment = settings.reply ? ctx.speak() : undefined;
  try {
    const found = ctx.services.model(settings.model);
    if (!found) {
      if (!segment) throw new AppError(422, 'SCENE_NO_MODEL');
      let text = '';
      const audience = ctx.run.isVisitor ? 'visitor' : 'studio';
      for await (const part of offlineAnswer(ctx.run.locale, audience, ctx.signal))
        if (part.type === 'delta') {
          text += part.text;
          segment.write(part.text);
        }
      return { outputs: { text }, inputs };
    }
    const target =
      settings.temperature === undefined ? found : { ...found, temperature: settings.temperature };
    const messages = [
      ...(instruction ? [{ role: 'system' as const, content: instruction }] : []),
      ...earlierMessages(ctx, settings.history),
      { role: 'user' as const, content: prompt },
    ];
    const text = await askModel(ctx, target, messages, segment);
    return { outputs: { text }, inputs };
  } finally {
    segment?.close();
  }
};
