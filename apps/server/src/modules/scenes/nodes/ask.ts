import type { SceneField, SceneNodeOf } from '@miaoyu/contracts';
import type { NodeExecutor } from '../engine/context';
import { asFieldType } from './extractor';

type Option = SceneNodeOf<'ask'>['settings']['options'][number];

/** A reply as one of the buttons: its id, or its label as typed. */
export function optionOf(reply: unknown, options: Option[]): Option | undefined {
  if (typeof reply !== 'string') return undefined;
  const text = reply.trim().toLowerCase();
  return options.find((o) => o.id === text || o.label.trim().toLowerCase() === text);
}

/** A form's values by field, or null while a required one is missing. */
export function formValues(reply: unknown, fields: SceneField[]): Record<string, unknown> | null {
  // A single field may be answered in words.
  const given =
    typeof reply === 'string' && fields.length === 1
      ? { [fields[0]!.name]: reply }
      : reply && typeof reply === 'object'
        ? (reply as Record<string, unknown>)
        : {};
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = Object.hasOwn(given, field.name)
      ? asFieldType(given[field.name], field)
      : undefined;
    if (value === undefined && field.required) return null;
    values[field.name] = value ?? null;
  }
  return values;
}

/**
 * Asks the person (buttons, or a short form) and waits: the run pauses, is kept, and goes on from
 * here with their answer, also after a restart. An answer that fits nothing asks again.
 */
export const runAsk: NodeExecutor<SceneNodeOf<'ask'>> = async (node, ctx) => {
  const { settings } = node;
  if (ctx.reply !== undefined) {
    if (settings.mode === 'buttons') {
      const option = optionOf(ctx.reply, settings.options);
      if (option)
        return {
          outputs: { choice: option.id, label: option.label },
          handles: [option.id],
          inputs: { reply: ctx.reply },
        };
    } else {
      const values = formValues(ctx.reply, settings.fields);
      if (values) return { outputs: values, inputs: { reply: ctx.reply } };
    }
  }
  const prompt = await ctx.render(settings.prompt);
  const segment = ctx.speak();
  segment.write(prompt);
  segment.close();
  return {
    waiting: { prompt, mode: settings.mode, options: settings.options, fields: settings.fields },
    ...(ctx.reply !== undefined ? { inputs: { reply: ctx.reply } } : {}),
  };
};
