import type { SceneNodeOf } from '@miaoyu/contracts';
import type { NodeExecutor } from '../engine/context';
import { chooseCase } from '../engine/conditions';

/** The question, the files, who asks and where: what every later node may read. */
export const runStart: NodeExecutor<SceneNodeOf<'start'>> = async (_node, ctx) => ({
  outputs: {
    question: ctx.run.question,
    files: ctx.run.files,
    channel: ctx.run.channel,
    userName: ctx.run.userName,
    isVisitor: ctx.run.isVisitor,
  },
});

/** Takes the first case whose conditions hold, else `else`. */
export const runIfElse: NodeExecutor<SceneNodeOf<'ifelse'>> = async (node, ctx) => {
  const inputs: Record<string, unknown> = {};
  const read = (selector: string) => (inputs[selector] = ctx.read(selector));
  return { outputs: {}, handles: [chooseCase(node.settings, read)], inputs };
};

/** Text from a template: values put together, no code. */
export const runTemplate: NodeExecutor<SceneNodeOf<'template'>> = async (node, ctx) => ({
  outputs: { text: await ctx.render(node.settings.template) },
});

/** Says a template's text in the conversation. */
export const runAnswer: NodeExecutor<SceneNodeOf<'answer'>> = async (node, ctx) => {
  const segment = ctx.speak();
  try {
    const text = await ctx.render(node.settings.text);
    segment.write(text);
    return { outputs: { text } };
  } finally {
    segment.close();
  }
};

/** The first of its inputs whose node ran: branches that each found a value join into one. */
export const runAggregate: NodeExecutor<SceneNodeOf<'aggregate'>> = async (node, ctx) => {
  for (const selector of node.settings.inputs) {
    const value = ctx.read(selector);
    if (value !== undefined) return { outputs: { value }, inputs: { from: selector } };
  }
  return { outputs: { value: null } };
};

/** Sets conversation variables, kept for the next turns of this conversation. */
export const runAssign: NodeExecutor<SceneNodeOf<'assign'>> = async (node, ctx) => {
  const set: Record<string, unknown> = {};
  for (const { variable, from } of node.settings.assignments) {
    const value =
      from.kind === 'ref'
        ? ctx.read(from.ref)
        : from.kind === 'template'
          ? await ctx.render(from.template)
          : from.value;
    ctx.setVariable(variable, value ?? null);
    set[variable] = value ?? null;
  }
  return { outputs: {}, inputs: set };
};
