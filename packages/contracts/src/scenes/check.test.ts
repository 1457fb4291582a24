import { describe, expect, it } from 'vitest';
import { checkSceneGraph } from './check';
import { sceneGraphSchema } from './graph';

const graph = (nodes: object[], edges: object[] = []) =>
  sceneGraphSchema.safeParse({ nodes, edges });

describe('scene names', () => {
  it("refuses outputs and fields named like an object's own properties", () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const parsed = graph([
        { id: 'start', type: 'start', settings: {} },
        {
          id: 'lead',
          type: 'extractor',
          settings: { fields: [{ name, type: 'string', description: '', required: true }] },
        },
      ]);
      expect(parsed.success, name).toBe(false);
    }
  });

  it("does not take a prototype's property for a node's output", () => {
    const parsed = graph(
      [
        { id: 'start', type: 'start', settings: {} },
        { id: 'say', type: 'answer', settings: { text: '{{ start.constructor }}' } },
      ],
      [{ id: 'e', source: 'start', target: 'say' }],
    );
    expect(parsed.success).toBe(true);
    const problems = checkSceneGraph(parsed.data!);
    expect(problems).toEqual([
      expect.objectContaining({ code: 'SCENE_REF_OUTPUT', nodeId: 'say', field: 'settings.text' }),
    ]);
  });
});
