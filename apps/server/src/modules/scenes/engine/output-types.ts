import { nodeOutputs, type SceneNode, type SceneValueType } from '@miaoyu/contracts';
import { AppError } from '../../../lib/errors';

function typeOf(value: unknown): SceneValueType {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value.constructor.name.toLowerCase() as SceneValueType;
  return 'object';
}

/**
 * A node's outputs against the types it declares: a code node that returns text where it
 * promised a number fails here, not three nodes later. A missing value (null) is allowed.
 */
export function checkOutputTypes(node: SceneNode, outputs: Record<string, unknown>) {
  for (const [name, type] of Object.entries(nodeOutputs(node))) {
    const value = outputs[name];
    if (type === 'any' || value === null || value === undefined) continue;
    if (typeOf(value) !== type) throw new AppError(422, 'SCENE_OUTPUT_TYPE', { name, type });
  }
}
