import { describe, expect, it } from 'vitest';
import { graphOf } from '../testing/graphs';
import { inputsOf, nodeRunFields } from './nodeRunValues';

const graph = graphOf({
  nodes: [
    { id: 'start', type: 'start', settings: {} },
    {
      id: 'calc',
      type: 'code',
      settings: {
        code: 'function main() { return { total: 1 } }',
        outputs: [{ name: 'total', type: 'number' }],
      },
    },
    {
      id: 'call',
      type: 'http',
      settings: {
        url: 'https://api.example.com/?q={{ start.question }}&n={{ calc.total }}&again={{ start.question }}',
        headers: [{ name: 'x-key', value: '{{ secret.CRM_KEY }}' }],
        body: '{{ conv.phone }}',
      },
    },
  ],
  edges: [],
  variables: [{ name: 'phone', type: 'string' }],
});

describe('the values a node run alone is given', () => {
  it('lists each value once, typed by its source, and never a secret', () => {
    const call = graph.nodes.find((n) => n.id === 'call')!;
    expect(nodeRunFields(graph, call)).toEqual([
      { selector: 'start.question', type: 'string' },
      { selector: 'calc.total', type: 'number' },
      { selector: 'conv.phone', type: 'string' },
    ]);
  });

  it('asks a loop for its list and what its nodes read from before it, not for its passes', () => {
    const looped = graphOf({
      nodes: [
        ...graph.nodes,
        {
          id: 'each',
          type: 'loop',
          settings: { mode: 'each', items: 'calc.total', collect: 'line.text' },
        },
        {
          id: 'line',
          type: 'template',
          parentId: 'each',
          settings: { template: '{{ each.item }} {{ start.question }} {{ conv.phone }}' },
        },
      ],
      edges: [],
      variables: [{ name: 'phone', type: 'string' }],
    });
    const loop = looped.nodes.find((n) => n.id === 'each')!;
    expect(nodeRunFields(looped, loop).map((f) => f.selector)).toEqual([
      'calc.total',
      'start.question',
      'conv.phone',
    ]);
  });

  it('keeps text as text, reads other types as JSON, and leaves empty ones out', () => {
    const fields = [
      { selector: 'start.question', type: 'string' as const },
      { selector: 'calc.total', type: 'number' as const },
      { selector: 'calc.any', type: 'any' as const },
      { selector: 'calc.list', type: 'array' as const },
    ];
    expect(
      inputsOf(fields, {
        'start.question': '42',
        'calc.total': '42',
        'calc.any': 'hello',
        'calc.list': ' ',
      }),
    ).toEqual({ inputs: { 'start.question': '42', 'calc.total': 42, 'calc.any': 'hello' } });
    expect(inputsOf(fields, { 'calc.total': 'forty-two' })).toEqual({ invalid: 'calc.total' });
  });
});
