import { formatMessage, type Locale, type SceneField, type SceneNodeOf } from '@miaoyu/contracts';
import type { NodeContext, NodeExecutor } from '../engine/context';
import { asFieldType, fieldsFromWords } from './extractor';

type Option = SceneNodeOf<'ask'>['settings']['options'][number];

/** A reply as one of the buttons: its id, or its label as typed. */
export function optionOf(reply: unknown, options: Option[]): Option | undefined {
  if (typeof reply !== 'string') return undefined;
  const text = reply.trim().toLowerCase();
  return options.find((o) => o.id === text || o.label.trim().toLowerCase() === text);
}

/** What a form's answer gives: its values by field, or, for one field, the words themselves. */
function givenOf(reply: unknown, fields: SceneField[]): Record<string, unknown> {
  if (typeof reply === 'string' && fields.length === 1) return { [fields[0]!.name]: reply };
  return reply && typeof reply === 'object' ? (reply as Record<string, unknown>) : {};
}

/** The fields given so far, each as its type; a field given nothing usable is left out. */
function typedFields(given: Record<string, unknown>, fields: SceneField[]) {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = Object.hasOwn(given, field.name)
      ? asFieldType(given[field.name], field)
      : undefined;
    if (value !== undefined) values[field.name] = value;
  }
  return values;
}

/**
 * A form's answer: its values, or, in words (typed in a chat, read off a screenshot), the fields
 * the words give, read as the parameter extractor reads them.
 */
async function formAnswer(ctx: NodeContext, fields: SceneField[]) {
  const given =
    typeof ctx.reply === 'string' && fields.length > 1
      ? await fieldsFromWords(ctx, ctx.reply, fields, '')
      : givenOf(ctx.reply, fields);
  // What earlier answers to this question gave stays: each answer need only add the rest.
  return { ...(ctx.kept ?? {}), ...typedFields(given, fields) };
}

function stillNeeded(fields: SceneField[], locale: Locale) {
  const names = fields.map((f) => f.description || f.name);
  return formatMessage(locale, 'SCENE_ASK_STILL_NEEDED', {
    fields: names.join(locale === 'zh-CN' ? '、' : ', '),
  });
}

/**
 * Asks the person (buttons, or a short form) and waits: the run pauses, is kept, and goes on from
 * here with their answer, also after a restart. An answer that fits nothing asks again; a form
 * answered in part keeps what it gave and asks for the required fields still missing.
 */
export const runAsk: NodeExecutor<SceneNodeOf<'ask'>> = async (node, ctx) => {
  const { settings } = node;
  let kept: Record<string, unknown> = {};
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
      kept = await formAnswer(ctx, settings.fields);
      const missing = settings.fields.filter((f) => f.required && !Object.hasOwn(kept, f.name));
      if (missing.length === 0) {
        const outputs = Object.fromEntries(
          settings.fields.map((f) => [f.name, kept[f.name] ?? null]),
        );
        return { outputs, inputs: { reply: ctx.reply } };
      }
    }
  }
  const partly = Object.keys(kept).length > 0;
  const rest = settings.fields.filter((f) => !Object.hasOwn(kept, f.name));
  const prompt = partly
    ? stillNeeded(
        rest.filter((f) => f.required),
        ctx.run.locale,
      )
    : await ctx.render(settings.prompt);
  const segment = ctx.speak();
  segment.write(prompt);
  segment.close();
  return {
    waiting: {
      prompt,
      mode: settings.mode,
      options: settings.options,
      fields: partly ? rest : settings.fields,
    },
    ...(ctx.reply !== undefined
      ? { inputs: { reply: ctx.reply, ...(partly ? { kept } : {}) } }
      : {}),
  };
};
