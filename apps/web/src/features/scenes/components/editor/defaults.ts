import {
  SCENE_NODE_SETTINGS,
  type SceneGraph,
  type SceneNode,
  type SceneNodeType,
} from '@miaoyu/contracts/scenes';

/** The words a new node's defaults need (a class's, a button's label), in the UI's language. */
export interface DefaultWords {
  title: (type: SceneNodeType) => string;
  classLabel: (n: number) => string;
  optionLabel: (n: number) => string;
}

const CODE = `function main(input) {
  return { result: '' };
}`;

/** What a type needs that `{}` does not give it: two classes, one case, two buttons… */
function filled(type: SceneNodeType, graph: SceneGraph, words: DefaultWords): object {
  switch (type) {
    case 'classifier':
      return {
        classes: [1, 2].map((n) => ({ id: `class_${n}`, label: words.classLabel(n) })),
      };
    case 'ifelse':
      return {
        cases: [
          { id: 'case_1', match: 'all', conditions: [{ left: 'start.question', op: 'not_empty' }] },
        ],
      };
    case 'extractor':
      return { fields: [{ name: 'name', type: 'string', description: '', required: false }] };
    case 'ask':
      return { options: [1, 2].map((n) => ({ id: `opt_${n}`, label: words.optionLabel(n) })) };
    case 'code':
      return { code: CODE, outputs: [{ name: 'result', type: 'string', description: '' }] };
    case 'assign':
      return {
        assignments: [
          {
            variable: graph.variables[0]?.name ?? 'value',
            from: { kind: 'template', template: '' },
          },
        ],
      };
    case 'aggregate':
      return { inputs: ['start.question'] };
    case 'http':
      return { url: '' };
    case 'subscene':
      return { sceneId: '' };
    case 'loop':
      return { mode: 'each' };
    default:
      return {};
  }
}

/**
 * A new node's settings: `{}` through the type's schema, with what the schema cannot default
 * filled in. A setting still missing (an HTTP node's address) is left empty for the person to fill:
 * the live check points at it.
 */
export function defaultSettings(
  type: SceneNodeType,
  graph: SceneGraph,
  words: DefaultWords,
): SceneNode['settings'] {
  const raw = filled(type, graph, words);
  const parsed = SCENE_NODE_SETTINGS[type].safeParse(raw);
  if (parsed.success) return parsed.data;
  // The schema refuses it (an empty address): take its defaults for the rest.
  const schema = SCENE_NODE_SETTINGS[type];
  const base = 'shape' in schema ? partialDefaults(schema.shape) : {};
  return { ...base, ...raw } as SceneNode['settings'];
}

/** Each field's own default, for a settings object the schema refuses as a whole. */
function partialDefaults(shape: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const result = (
      field as { safeParse: (v: unknown) => { success: boolean; data?: unknown } }
    ).safeParse(undefined);
    if (result.success && result.data !== undefined) out[key] = result.data;
  }
  return out;
}
