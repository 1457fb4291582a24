import { z } from 'zod';
import { idSchema } from '../ids';
import { safeText } from '../text';
import {
  sceneConstantSchema,
  sceneFieldSchema,
  sceneNameSchema,
  sceneSelectorSchema,
  sceneValueTypeSchema,
} from './values';

/**
 * Each node type's settings, as the canvas edits them and the server checks them. Strings that
 * say "template" are Liquid (`{{ node.output }}`, filters, `{% if %}`): text, never code.
 */

const template = (max: number) => safeText().max(max).default('');
/** A model reference (`providerId:model`), or '' for the team's default. */
const modelRef = safeText().trim().max(200).default('');
/** A branch's id: the handle its edge leaves from. */
const branchIdSchema = safeText().regex(/^[a-z0-9_]{1,24}$/, { message: 'validation.sceneName' });

export const startSettingsSchema = z.object({});

export const llmSettingsSchema = z.object({
  model: modelRef,
  /** The system instruction (template). */
  instruction: template(8_000),
  /** What the model is asked (template); the visitor's question when empty. */
  prompt: template(8_000),
  temperature: z.number().min(0).max(2).optional(),
  /** Whether its words stream to the conversation as they come, or only feed later nodes. */
  reply: z.boolean().default(true),
  /** Earlier turns of the conversation the model sees. */
  history: z.number().int().min(0).max(20).default(6),
});

export const knowledgeSettingsSchema = z.object({
  datasetIds: z.array(idSchema).max(10).default([]),
  query: sceneSelectorSchema.default('start.question'),
  topK: z.number().int().min(1).max(20).default(5),
});

export const classifierSettingsSchema = z.object({
  model: modelRef,
  query: sceneSelectorSchema.default('start.question'),
  /** What the classes mean for this team (template). */
  instruction: template(2_000),
  classes: z
    .array(z.object({ id: branchIdSchema, label: safeText().trim().min(1).max(100) }))
    .min(2)
    .max(12),
});

export const CONDITION_OPERATORS = [
  'eq',
  'ne',
  'contains',
  'not_contains',
  'starts_with',
  'ends_with',
  'empty',
  'not_empty',
  'gt',
  'ge',
  'lt',
  'le',
  'is_true',
  'is_false',
] as const;
export const conditionOperatorSchema = z.enum(CONDITION_OPERATORS);
export type ConditionOperator = z.infer<typeof conditionOperatorSchema>;
/** Operators that compare with nothing. */
export const UNARY_OPERATORS: readonly ConditionOperator[] = [
  'empty',
  'not_empty',
  'is_true',
  'is_false',
];

export const sceneConditionSchema = z.object({
  left: sceneSelectorSchema,
  op: conditionOperatorSchema,
  /** A constant, or another value by selector. */
  right: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('value'), value: sceneConstantSchema }),
      z.object({ kind: z.literal('ref'), ref: sceneSelectorSchema }),
    ])
    .optional(),
});
export type SceneCondition = z.infer<typeof sceneConditionSchema>;

export const ifElseSettingsSchema = z.object({
  /** Tried in order; the first that holds takes its branch, else `else`. */
  cases: z
    .array(
      z.object({
        id: branchIdSchema.refine((id) => id !== 'else', { message: 'validation.sceneName' }),
        match: z.enum(['all', 'any']).default('all'),
        conditions: z.array(sceneConditionSchema).min(1).max(20),
      }),
    )
    .min(1)
    .max(10),
});

export const extractorSettingsSchema = z.object({
  model: modelRef,
  query: sceneSelectorSchema.default('start.question'),
  instruction: template(2_000),
  fields: z.array(sceneFieldSchema).min(1).max(20),
});

export const answerSettingsSchema = z.object({ text: template(8_000) });

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const httpSettingsSchema = z.object({
  method: z.enum(HTTP_METHODS).default('GET'),
  /** A template; `{{ secret.NAME }}` reads one of the team's scene secrets. */
  url: safeText().trim().min(1).max(2_000),
  headers: z
    .array(z.object({ name: safeText().trim().min(1).max(100), value: template(2_000) }))
    .max(20)
    .default([]),
  body: template(100_000),
  timeoutMs: z.number().int().min(100).max(30_000).default(10_000),
});

export const codeSettingsSchema = z.object({
  /** `function main(input) { return { … } }` in JavaScript, run sandboxed. */
  code: safeText().max(100_000),
  /** The values handed to `main` as `input.<name>`. */
  inputs: z
    .array(z.object({ name: sceneNameSchema, from: sceneSelectorSchema }))
    .max(20)
    .default([]),
  outputs: z.array(sceneFieldSchema).max(20).default([]),
  timeoutMs: z.number().int().min(10).max(10_000).default(1_000),
});

export const templateSettingsSchema = z.object({ template: template(20_000) });

export const assignSettingsSchema = z.object({
  /** Conversation variables set from a template or a value of another node. */
  assignments: z
    .array(
      z.object({
        variable: sceneNameSchema,
        from: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('ref'), ref: sceneSelectorSchema }),
          z.object({ kind: z.literal('template'), template: template(4_000) }),
          z.object({ kind: z.literal('value'), value: sceneConstantSchema }),
        ]),
      }),
    )
    .min(1)
    .max(20),
});

export const aggregateSettingsSchema = z.object({
  /** The first of these whose node ran is the output: it joins the branches' results. */
  inputs: z.array(sceneSelectorSchema).min(1).max(20),
  type: sceneValueTypeSchema.default('any'),
});

export const askSettingsSchema = z.object({
  /** What the visitor is asked (template). */
  prompt: template(2_000),
  mode: z.enum(['buttons', 'form']).default('buttons'),
  /** Buttons: each a branch. */
  options: z
    .array(z.object({ id: branchIdSchema, label: safeText().trim().min(1).max(60) }))
    .max(8)
    .default([]),
  /** A short form: each field an output. */
  fields: z.array(sceneFieldSchema).max(8).default([]),
});

export const handoverSettingsSchema = z.object({
  /** Said to the visitor as the conversation goes to a person (template). */
  message: template(1_000),
});

export const subsceneSettingsSchema = z.object({
  sceneId: idSchema,
  /** The question the sub-scene's start node sees; the visitor's question when unset. */
  question: sceneSelectorSchema.optional(),
});

/** Passes a loop makes at most; a list longer than this is refused, never cut short silently. */
export const SCENE_LOOP_MAX_PASSES = 100;

export const loopSettingsSchema = z.object({
  /** `each`: one pass per element of `items`; `repeat`: passes until `until` holds. */
  mode: z.enum(['each', 'repeat']).default('each'),
  items: sceneSelectorSchema.optional(),
  maxPasses: z.number().int().min(1).max(SCENE_LOOP_MAX_PASSES).default(10),
  /** Checked after each pass of a `repeat` loop (it may read the pass's nodes): stops when it holds. */
  until: z
    .object({
      match: z.enum(['all', 'any']).default('all'),
      conditions: z.array(sceneConditionSchema).max(20),
    })
    .default({ match: 'all', conditions: [] }),
  /** The value each pass adds to `results`: an output of a node inside the loop. */
  collect: sceneSelectorSchema.optional(),
  /** Passes of an `each` loop running at once. */
  parallel: z.number().int().min(1).max(10).default(1),
});

export type LlmSettings = z.infer<typeof llmSettingsSchema>;
export type KnowledgeSettings = z.infer<typeof knowledgeSettingsSchema>;
export type ClassifierSettings = z.infer<typeof classifierSettingsSchema>;
export type IfElseSettings = z.infer<typeof ifElseSettingsSchema>;
export type ExtractorSettings = z.infer<typeof extractorSettingsSchema>;
export type AnswerSettings = z.infer<typeof answerSettingsSchema>;
export type HttpSettings = z.infer<typeof httpSettingsSchema>;
export type CodeSettings = z.infer<typeof codeSettingsSchema>;
export type TemplateSettings = z.infer<typeof templateSettingsSchema>;
export type AssignSettings = z.infer<typeof assignSettingsSchema>;
export type AggregateSettings = z.infer<typeof aggregateSettingsSchema>;
export type AskSettings = z.infer<typeof askSettingsSchema>;
export type HandoverSettings = z.infer<typeof handoverSettingsSchema>;
export type SubsceneSettings = z.infer<typeof subsceneSettingsSchema>;
export type LoopSettings = z.infer<typeof loopSettingsSchema>;

export { sceneNameSchema };
