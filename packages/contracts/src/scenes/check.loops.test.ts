import { describe, expect, it } from 'vitest';
import { checkSceneGraph } from './check';
import { sceneGraphSchema, type SceneGraphInput } from './graph';

/**
 * A quote scene that walks the products a customer listed: the loop's pass nodes read the
 * element, the answer after it reads the loop's results. Each test breaks one thing in it.
 */
function quoteScene(): SceneGraphInput {
  return {
    nodes: [
      { id: 'start', type: 'start', settings: {} },
      {
        id: 'lines',
        type: 'code',
        settings: {
          code: 'function main(i) { return { items: i.q.split(",") } }',
          inputs: [{ name: 'q', from: 'start.question' }],
          outputs: [{ name: 'items', type: 'array' }],
        },
      },
      {
        id: 'each',
        type: 'loop',
        settings: { mode: 'each', items: 'lines.items', collect: 'line.text' },
      },
      {
        id: 'price',
        type: 'template',
        parentId: 'each',
        settings: { template: '{{ each.item }} #{{ each.index }}' },
      },
      {
        id: 'line',
        type: 'template',
        parentId: 'each',
        settings: { template: '{{ price.text }} ({{ start.question }})' },
      },
      { id: 'say', type: 'answer', settings: { text: '{{ each.results | join: ", " }}' } },
    ],
    edges: [
      { id: 'e1', source: 'start', target: 'lines' },
      { id: 'e2', source: 'lines', target: 'each' },
      { id: 'e3', source: 'price', target: 'line' },
      { id: 'e4', source: 'each', target: 'say' },
    ],
  };
}

const check = (input: SceneGraphInput) => checkSceneGraph(sceneGraphSchema.parse(input));
const codes = (input: SceneGraphInput) => check(input).map((p) => [p.code, p.nodeId ?? p.edgeId]);

describe('loops in the save check', () => {
  it('accepts a loop whose pass reads the element and the nodes before the loop', () => {
    expect(check(quoteScene())).toEqual([]);
  });

  it('refuses an edge across the border of a loop', () => {
    const scene = quoteScene();
    scene.edges!.push({ id: 'in', source: 'lines', target: 'price' });
    expect(codes(scene)).toContainEqual(['SCENE_EDGE_CROSSES_LOOP', 'in']);
  });

  it('refuses a read of a pass node from outside the loop, and names the results instead', () => {
    const scene = quoteScene();
    scene.nodes[5] = { id: 'say', type: 'answer', settings: { text: '{{ line.text }}' } };
    expect(check(scene)).toEqual([
      expect.objectContaining({
        code: 'SCENE_REF_IN_LOOP',
        nodeId: 'say',
        params: { ref: 'line.text' },
      }),
    ]);
  });

  it('offers the element only inside the loop, and the results only outside', () => {
    const scene = quoteScene();
    scene.nodes[5] = { id: 'say', type: 'answer', settings: { text: '{{ each.item }}' } };
    scene.nodes[3] = {
      id: 'price',
      type: 'template',
      parentId: 'each',
      settings: { template: '{{ each.results }}' },
    };
    expect(codes(scene).sort()).toEqual([
      ['SCENE_REF_OUTPUT', 'price'],
      ['SCENE_REF_OUTPUT', 'say'],
    ]);
  });

  it('refuses a pass node that reads a later pass node', () => {
    const scene = quoteScene();
    scene.nodes[3] = {
      id: 'price',
      type: 'template',
      parentId: 'each',
      settings: { template: '{{ line.text }}' },
    };
    expect(codes(scene)).toEqual([['SCENE_REF_NOT_BEFORE', 'price']]);
  });

  it('lets a repeat loop stop on what its pass produced', () => {
    const scene = quoteScene();
    scene.nodes[2] = {
      id: 'each',
      type: 'loop',
      settings: {
        mode: 'repeat',
        maxPasses: 5,
        collect: 'line.text',
        until: {
          conditions: [{ left: 'line.text', op: 'contains', right: { kind: 'value', value: '3' } }],
        },
      },
    };
    expect(check(scene)).toEqual([]);
  });

  it('refuses a loop in a loop, a pause or a start inside one, an empty loop and a missing list', () => {
    const scene = quoteScene();
    scene.nodes.push(
      { id: 'inner', type: 'loop', parentId: 'each', settings: { mode: 'repeat' } },
      {
        id: 'confirm',
        type: 'ask',
        parentId: 'each',
        settings: { prompt: 'ok?', options: [{ id: 'yes', label: 'Yes' }] },
      },
      { id: 'lonely', type: 'loop', settings: { mode: 'each' } },
      { id: 'orphan', type: 'template', parentId: 'nowhere', settings: { template: '' } },
    );
    scene.edges!.push({ id: 'e5', source: 'each', target: 'lonely' });
    const found = codes(scene);
    expect(found).toContainEqual(['SCENE_LOOP_NESTED', 'inner']);
    expect(found).toContainEqual(['SCENE_LOOP_CHILD_TYPE', 'confirm']);
    expect(found).toContainEqual(['SCENE_LOOP_EMPTY', 'lonely']);
    expect(found).toContainEqual(['SCENE_LOOP_ITEMS', 'lonely']);
    expect(found).toContainEqual(['SCENE_LOOP_PARENT', 'orphan']);
    expect(found.filter(([code]) => code === 'SCENE_UNREACHABLE')).toEqual([]);
  });

  it('refuses a cycle inside a loop as anywhere else', () => {
    const scene = quoteScene();
    scene.edges!.push({ id: 'back', source: 'line', target: 'price' });
    expect(codes(scene)).toContainEqual(['SCENE_CYCLE', expect.any(String)]);
  });
});
