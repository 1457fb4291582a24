import { describe, expect, it } from 'vitest';
import { sceneGraphSchema, type SceneGraphInput } from '@miaoyu/contracts/scenes';
import { openingViewport } from './openingViewport';

const graphOf = (input: Partial<SceneGraphInput>) =>
  sceneGraphSchema.parse({ variables: [], edges: [], notes: [], nodes: [], ...input });

const node = (id: string, x: number, y: number) => ({
  id,
  type: 'template' as const,
  position: { x, y },
  settings: { template: 'x' },
});

/** Where a point of the graph lands on the canvas in a view. */
const onCanvas = (v: { x: number; y: number; zoom: number }, p: { x: number; y: number }) => ({
  x: v.x + p.x * v.zoom,
  y: v.y + p.y * v.zoom,
});

describe('the view a scene opens in', () => {
  it('holds every node of a wide scene in the canvas, at the least zoom when it must', () => {
    // 20 columns of 300 px: 6,000 px wide, more than 0.2 of 1,100 px can hold.
    const nodes = Array.from({ length: 200 }, (_, i) =>
      node(`n${i}`, (i % 20) * 300, Math.floor(i / 20) * 160),
    );
    const view = openingViewport(graphOf({ nodes }), { width: 1100, height: 760 })!;
    expect(view.zoom).toBe(0.2);
    // Centred: as much room on the left as on the right.
    const left = onCanvas(view, { x: 0, y: 0 }).x;
    const right = onCanvas(view, { x: 5700 + 240, y: 0 }).x;
    expect(Math.round(left)).toBe(Math.round(1100 - right));
  });

  it('never zooms a small scene in past its size, and counts comments and loop boxes', () => {
    const small = openingViewport(graphOf({ nodes: [node('a', 0, 0)] }), {
      width: 1200,
      height: 800,
    })!;
    expect(small.zoom).toBe(1);

    const withNote = openingViewport(
      graphOf({
        nodes: [node('a', 0, 0)],
        notes: [{ id: 'c', text: '说明', position: { x: 2000, y: 1200 }, width: 240, height: 120 }],
      }),
      { width: 1200, height: 800 },
    )!;
    const noteCorner = onCanvas(withNote, { x: 2240, y: 1320 });
    expect(noteCorner.x).toBeLessThanOrEqual(1200);
    expect(noteCorner.y).toBeLessThanOrEqual(800);
    expect(withNote.zoom).toBeLessThan(1);
  });

  it('gives none for an empty scene or a canvas not laid out yet', () => {
    expect(openingViewport(graphOf({}), { width: 1200, height: 800 })).toBeUndefined();
    expect(
      openingViewport(graphOf({ nodes: [node('a', 0, 0)] }), { width: 0, height: 0 }),
    ).toBeUndefined();
  });
});
