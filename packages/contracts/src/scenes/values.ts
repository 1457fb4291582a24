import { z } from 'zod';
import { safeText } from '../text';

/**
 * The values that flow between a scene's nodes: each node's outputs are typed, and a node reads
 * another's output by a selector `node.output` (in a field, or inside a template as
 * `{{ node.output }}`). `conv.name` is a conversation variable the scene declares, kept from turn
 * to turn of the same conversation.
 */

export const SCENE_VALUE_TYPES = ['string', 'number', 'boolean', 'object', 'array', 'any'] as const;
export const sceneValueTypeSchema = z.enum(SCENE_VALUE_TYPES);
export type SceneValueType = z.infer<typeof sceneValueTypeSchema>;

/** A node's id: also its name in selectors and templates, so it reads like a variable. */
export const SCENE_NODE_ID_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;
/** Names a node may not take: they name the conversation's variables and the run itself. */
export const SCENE_RESERVED_IDS = ['conv', 'sys', 'secret'] as const;
export const CONVERSATION_SCOPE = 'conv';

export const sceneNodeIdSchema = safeText()
  .regex(SCENE_NODE_ID_PATTERN, { message: 'validation.sceneNodeId' })
  .refine((id) => !(SCENE_RESERVED_IDS as readonly string[]).includes(id), {
    message: 'validation.sceneNodeId',
  });

/** An output's or a variable's name. */
export const SCENE_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;
/** Names objects already have: an output or a field by one of them would read the prototype's. */
export const SCENE_RESERVED_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
];
export const sceneNameSchema = safeText()
  .regex(SCENE_NAME_PATTERN, { message: 'validation.sceneName' })
  .refine((name) => !SCENE_RESERVED_NAMES.includes(name), { message: 'validation.sceneName' });

/** `node.output`: where a value comes from. */
export const SCENE_SELECTOR_PATTERN = /^([a-z][a-z0-9_]{0,31})\.([A-Za-z_][A-Za-z0-9_]{0,31})$/;
export const sceneSelectorSchema = safeText().regex(SCENE_SELECTOR_PATTERN, {
  message: 'validation.sceneSelector',
});

export interface SceneSelector {
  node: string;
  output: string;
}

export function parseSelector(selector: string): SceneSelector | null {
  const match = SCENE_SELECTOR_PATTERN.exec(selector);
  return match ? { node: match[1]!, output: match[2]! } : null;
}

/** Quoted strings inside a template's tags hold no references (`append: "a.b"`). */
const QUOTED = /"[^"]*"|'[^']*'/g;
const TAG = /\{\{([\s\S]*?)\}\}|\{%([\s\S]*?)%\}/g;
const PATH = /(?<![\w.])([a-z][a-z0-9_]{0,31})\.([A-Za-z_][A-Za-z0-9_]{0,31})/g;

/** The selectors a Liquid template reads, in order (repeats kept once). */
export function templateSelectors(template: string): SceneSelector[] {
  const found = new Map<string, SceneSelector>();
  for (const tag of template.matchAll(TAG)) {
    const body = (tag[1] ?? tag[2] ?? '').replace(QUOTED, '');
    for (const path of body.matchAll(PATH))
      found.set(`${path[1]}.${path[2]}`, { node: path[1]!, output: path[2]! });
  }
  return [...found.values()];
}

/** Whether a value of type `actual` may be used where `wanted` is expected. */
export function valueFits(actual: SceneValueType, wanted: SceneValueType): boolean {
  return wanted === 'any' || actual === 'any' || actual === wanted;
}

/** A constant as a scene's author types it: text, a number or a yes/no. */
export const sceneConstantSchema = z.union([safeText().max(2_000), z.number(), z.boolean()]);
export type SceneConstant = z.infer<typeof sceneConstantSchema>;

/** A declared value: a code node's output, an extracted field, a conversation variable. */
export const sceneFieldSchema = z.object({
  name: sceneNameSchema,
  type: sceneValueTypeSchema,
  /** What it is, for the person and for the model that extracts it. */
  description: safeText().trim().max(200).default(''),
  required: z.boolean().default(false),
});
export type SceneField = z.infer<typeof sceneFieldSchema>;
