import { describe, expect, it } from 'vitest';
import { checkSceneGraph, type SceneGraphInput } from '@miaoyu/contracts/scenes';
import { refuseConnection } from './connection';
import { copyItems, pasteClip, removeItems } from './graphOps';
import { autoLayout } from './layout';
import { placeFor, reparent } from './loops';
import { graphOf } from './testing/graphs';
import { passValuesFor, valuesFor } from './values';

/** start → list → each[ price → line ] → say, the loop's box at 400,100 (560 × 300). */
function scene(extra: SceneGraphInput['nodes'] = []) {
  return graphOf({
    nodes: [
      { id: 'start', type: 'start', position: { x: 0, y: 100 }, settings: {} },
      {
        id: 'list',
        type: 'code',
        position: { x: 100, y: 100 },
        settings: { code: 'x', outputs: [{ name: 'items', type: 'array' }] },
      },
      {
        id: 'each',
        type: 'loop',
        position: { x: 400, y: 100 },
        settings: { mode: 'each', items: 'list.items', collect: 'line.text' },
      },
      {
        id: 'price',
        type: 'template',
        parentId: 'each',
        position: { x: 20, y: 80 },
        settings: { template: '{{ each.item }}' },
      },
      {
        id: 'line',
        type: 'template',
        parentId: 'each',
        position: { x: 300, y: 80 },
        settings: { template: '{{ price.text }}' },
      },
      {
        id: 'say',
        type: 'answer',
        position: { x: 1100, y: 100 },
        settings: { text: '{{ each.results }}' },
      },
      ...extra,
    ],
    edges: [
      { id: 'a', source: 'start', target: 'list' },
      { id: 'b', source: 'list', target: 'each' },
      { id: 'c', source: 'price', target: 'line' },
      { id: 'd', source: 'each', target: 'say' },
    ],
  });
}

describe('loops on the canvas', () => {
  it('puts a node dropped in the box into the loop, relative to it, but never a start or a pause', () => {
    const graph = scene();
    expect(placeFor(graph, 'llm', { x: 500, y: 250 })).toEqual({
      parentId: 'each',
      position: { x: 100, y: 150 },
    });
    expect(placeFor(graph, 'ask', { x: 500, y: 250 })).toEqual({ position: { x: 500, y: 250 } });
    expect(placeFor(graph, 'llm', { x: 100, y: 250 })).toEqual({ position: { x: 100, y: 250 } });
  });

  it('moves a node out of its loop where it is on the canvas, dropping edges across the border', () => {
    const moved = reparent(scene(), 'line', undefined);
    const line = moved.nodes.find((n) => n.id === 'line')!;
    expect(line.parentId).toBeUndefined();
    expect(line.position).toEqual({ x: 700, y: 180 });
    expect(moved.edges.map((e) => e.id)).toEqual(['a', 'b', 'd']);
  });

  it('refuses to draw an edge across the border', () => {
    expect(
      refuseConnection(scene(), { source: 'list', sourceHandle: 'out', target: 'price' }),
    ).toBe('border');
    expect(refuseConnection(scene(), { source: 'line', sourceHandle: 'out', target: 'say' })).toBe(
      'border',
    );
  });

  it('offers a pass node the element and what ran before the loop, and the loop’s end what it holds', () => {
    const graph = scene();
    const forLine = valuesFor(graph, 'line').map((v) => v.value);
    expect(forLine).toEqual(
      expect.arrayContaining(['list.items', 'each.item', 'each.index', 'price.text']),
    );
    expect(forLine).not.toContain('each.results');
    const forSay = valuesFor(graph, 'say').map((v) => v.value);
    expect(forSay).toEqual(expect.arrayContaining(['each.results', 'each.count']));
    expect(forSay).not.toContain('line.text');
    expect(passValuesFor(graph, 'each').map((v) => v.value)).toEqual(
      expect.arrayContaining(['each.item', 'price.text', 'line.text']),
    );
  });

  it('deletes and copies a loop with what it holds; the copy holds copies', () => {
    const graph = scene();
    const selection = { nodes: ['each'], edges: [], notes: [] };
    const left = removeItems(graph, selection);
    expect(left.nodes.map((n) => n.id)).toEqual(['start', 'list', 'say']);
    const pasted = pasteClip(graph, copyItems(graph, selection)!, 40);
    const copies = pasted.graph.nodes.slice(graph.nodes.length);
    const loop = copies.find((n) => n.type === 'loop')!;
    expect(copies.filter((n) => n.parentId === loop.id)).toHaveLength(2);
    expect(copies.find((n) => n.type === 'loop')!.position).toEqual({ x: 440, y: 140 });
  });

  it('lays out what a loop holds inside its box, and the box among the others', () => {
    const laid = autoLayout(scene(), new Map());
    expect(checkSceneGraph(laid)).toEqual([]);
    const loop = laid.nodes.find((n) => n.id === 'each')!;
    const inside = laid.nodes.filter((n) => n.parentId === 'each');
    for (const node of inside) {
      expect(node.position.x).toBeGreaterThanOrEqual(0);
      expect(node.position.x + 240).toBeLessThanOrEqual(loop.size!.width);
      expect(node.position.y + 88).toBeLessThanOrEqual(loop.size!.height);
    }
    const say = laid.nodes.find((n) => n.id === 'say')!;
    expect(say.position.x).toBeGreaterThanOrEqual(loop.position.x + loop.size!.width);
  });
});
