import { describe, expect, it } from 'vitest';
import { autoLayout, LARGE_LAYOUT, layoutSettings, NODE_SIZE } from './layout';
import { chain } from './testing/graphs';

describe('auto-layout', () => {
  it('takes dagre’s quicker steps from a large scene on, and its full ones below', () => {
    expect(layoutSettings(LARGE_LAYOUT - 1)).toEqual({
      graph: { rankdir: 'LR', nodesep: 40, ranksep: 80 },
      run: { disableOptimalOrderHeuristic: false },
    });
    expect(layoutSettings(LARGE_LAYOUT)).toEqual({
      graph: { rankdir: 'LR', nodesep: 40, ranksep: 80, ranker: 'longest-path' },
      run: { disableOptimalOrderHeuristic: true },
    });
  });

  it('lays a large scene out left to right with no node over another', () => {
    const graph = autoLayout(chain(LARGE_LAYOUT + 50), new Map());
    const at = new Map(graph.nodes.map((n) => [n.id, n.position]));
    for (const edge of graph.edges)
      expect(at.get(edge.target)!.x).toBeGreaterThanOrEqual(
        at.get(edge.source)!.x + NODE_SIZE.width + 80,
      );
    const boxes = graph.nodes.map((n) => n.position);
    const overlapping = boxes.filter((a, i) =>
      boxes.some(
        (b, j) =>
          j > i && Math.abs(a.x - b.x) < NODE_SIZE.width && Math.abs(a.y - b.y) < NODE_SIZE.height,
      ),
    );
    expect(overlapping).toEqual([]);
  });
});
