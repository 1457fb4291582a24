import type { SceneNodeOf } from '@miaoyu/contracts';
import type { NodeExecutor } from '../engine/context';

/**
 * Tells the person a colleague takes over, and puts the conversation in the team's inbox. When
 * the scene goes on after it, the run waits until the colleague hands the conversation back to
 * the bot (or the person writes again once it is back), then takes its way on; where there is
 * no one to hand to, or inside a sub-scene (which cannot wait), it goes on at once, `handedOver`
 * saying whether a colleague has the conversation.
 */
export const runHandover: NodeExecutor<SceneNodeOf<'handover'>> = async (node, ctx) => {
  const text = await ctx.render(node.settings.message);
  if (ctx.reply !== undefined)
    return { outputs: { text, handedOver: true }, inputs: { handedBack: true } };
  const segment = ctx.speak();
  segment.write(text);
  segment.close();
  const handedOver = await ctx.services.handOver(text);
  if (handedOver && ctx.leadsOn && ctx.depth === 0)
    return { waiting: null, inputs: { handedOver } };
  return { outputs: { text, handedOver }, inputs: { handedOver } };
};
