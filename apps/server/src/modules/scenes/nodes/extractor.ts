import type { SceneField, SceneNodeOf } from '@miaoyu/contracts';
import type { NodeContext, NodeExecutor } from '../engine/context';
import { asText } from '../engine/conditions';
import { askModel, firstJsonObject } from './model-call';

const PHONE = /(?<!\d)(?:\+?86[-\s]?)?(1[3-9]\d[-\s]?\d{4}[-\s]?\d{4})(?!\d)/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const NAME =
  /(?:我叫|我是|我姓|本人|name is|i am|i'm)\s*([\p{Script=Han}]{1,4}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)/iu;
const NUMBER = /-?\d+(?:\.\d+)?/;

const about = (field: SceneField, ...words: string[]) =>
  words.some((w) => `${field.name} ${field.description}`.toLowerCase().includes(w));

/** Without a model: the fields common in sales and service that a pattern can find. */
export function extractByPatterns(text: string, fields: SceneField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const match = about(field, 'phone', 'mobile', '手机', '电话')
      ? PHONE.exec(text)?.[1]?.replace(/[-\s]/g, '')
      : about(field, 'email', '邮箱')
        ? EMAIL.exec(text)?.[0]
        : about(field, 'name', '姓名', '称呼', '名字')
          ? NAME.exec(text)?.[1]
          : field.type === 'number'
            ? NUMBER.exec(text)?.[0]
            : undefined;
    if (match !== undefined) values[field.name] = match;
  }
  return values;
}

/** A value as the field's type, or undefined when it cannot be one. */
export function asFieldType(value: unknown, field: SceneField): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  switch (field.type) {
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).replace(/[,，\s]/g, ''));
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return typeof value === 'boolean'
        ? value
        : ['true', 'yes', '是', '1'].includes(String(value).toLowerCase());
    case 'string':
      return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
    case 'array':
      return Array.isArray(value) ? value : [value];
    default:
      return value;
  }
}

/**
 * The fields a person's words give: the model's reading (the team's default model when `model`
 * is ''), with patterns filling what it left out, or alone without a model. Values as found, not
 * yet typed.
 */
export async function fieldsFromWords(
  ctx: NodeContext,
  text: string,
  fields: SceneField[],
  model: string,
  instruction = '',
): Promise<Record<string, unknown>> {
  const target = ctx.services.model(model);
  let raw: Record<string, unknown> = {};
  if (target && text.trim()) {
    const schema = fields.map(
      (f) => `- ${f.name} (${f.type}${f.required ? ', required' : ''}): ${f.description}`,
    );
    const answer = await askModel(ctx, { ...target, temperature: 0 }, [
      {
        role: 'system',
        content:
          `Extract these fields from the user's message and answer with one JSON object only. ` +
          `Leave out a field the message does not state; never guess.\n${schema.join('\n')}` +
          (instruction ? `\n\n${instruction}` : ''),
      },
      { role: 'user', content: text },
    ]);
    raw = firstJsonObject(answer) ?? {};
  }
  return { ...extractByPatterns(text, fields), ...raw };
}

/** Typed fields (name, phone, need…) from what the person said; `complete` when all required are found. */
export const runExtractor: NodeExecutor<SceneNodeOf<'extractor'>> = async (node, ctx) => {
  const { settings } = node;
  const text = asText(ctx.read(settings.query));
  const instruction = await ctx.render(settings.instruction);
  const found = await fieldsFromWords(ctx, text, settings.fields, settings.model, instruction);
  const outputs: Record<string, unknown> = {};
  for (const field of settings.fields)
    outputs[field.name] =
      asFieldType(found[field.name], field) ?? (field.type === 'string' ? '' : null);
  outputs.complete = settings.fields.every(
    (f) => !f.required || (outputs[f.name] !== null && outputs[f.name] !== ''),
  );
  return { outputs, inputs: { text } };
};
