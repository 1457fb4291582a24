import type { SceneNodeOf } from '@miaoyu/contracts';
import type { NodeExecutor } from '../engine/context';

/** Tells the person a colleague takes over, and puts the conversation in the team's inbox. */
export const runHandover: NodeExecutor<SceneNodeOf<'handover'>> = async (node, ctx) => {
  const text = await ctx.render(node.settings.message);
  const segment = ctx.speak();
  segment.write(text);
  segment.close();
  const handedOver = await ctx.services.handOver(text);
  return { outputs: { text }, handles: [], inputs: { handedOver } };
};
