import { describe, expect, it } from 'vitest';
import { isValidConnection, refuseConnection } from './connection';
import { addNode, createNode } from './graphOps';
import { simpleGraph, WORDS } from './testing/graphs';

describe('isValidConnection', () => {
  const graph = simpleGraph();

  it('lets an edge leave from a branch its node has, to a node after it', () => {
    const extra = createNode(graph, 'answer', { x: 0, y: 0 }, WORDS);
    const withExtra = addNode(graph, extra);
    expect(
      isValidConnection(withExtra, { source: 'llm_1', sourceHandle: 'out', target: extra.id }),
    ).toBe(true);
  });

  it('refuses an edge into the start', () => {
    expect(refuseConnection(graph, { source: 'llm_1', sourceHandle: 'out', target: 'start' })).toBe(
      'intoStart',
    );
  });

  it('refuses a branch the node does not have', () => {
    expect(
      refuseConnection(graph, { source: 'llm_1', sourceHandle: 'else', target: 'answer_1' }),
    ).toBe('handle');
    expect(
      refuseConnection(graph, { source: 'llm_1', sourceHandle: null, target: 'answer_1' }),
    ).toBe('handle');
    // `error` only when the node takes the failure branch.
    expect(
      refuseConnection(graph, { source: 'llm_1', sourceHandle: 'error', target: 'answer_1' }),
    ).toBe('handle');
    const failing = {
      ...graph,
      nodes: graph.nodes.map((n) =>
        n.id === 'llm_1'
          ? {
              ...n,
              onError: { mode: 'branch' as const, defaults: {}, retries: 0, retryDelayMs: 500 },
            }
          : n,
      ),
    };
    const extra = createNode(failing, 'answer', { x: 0, y: 0 }, WORDS);
    expect(
      refuseConnection(addNode(failing, extra), {
        source: 'llm_1',
        sourceHandle: 'error',
        target: extra.id,
      }),
    ).toBeNull();
  });

  it('refuses the same edge twice', () => {
    expect(
      refuseConnection(graph, { source: 'llm_1', sourceHandle: 'out', target: 'answer_1' }),
    ).toBe('duplicate');
  });

  it('refuses an edge that would close a cycle, and one to itself', () => {
    expect(
      refuseConnection(graph, { source: 'answer_1', sourceHandle: 'out', target: 'llm_1' }),
    ).toBe('cycle');
    expect(refuseConnection(graph, { source: 'llm_1', sourceHandle: 'out', target: 'llm_1' })).toBe(
      'self',
    );
  });

  it('refuses nodes that do not exist', () => {
    expect(refuseConnection(graph, { source: 'nope', sourceHandle: 'out', target: 'llm_1' })).toBe(
      'missing',
    );
  });
});
