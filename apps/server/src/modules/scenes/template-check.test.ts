import { describe, expect, it } from 'vitest';
import { sceneGraphSchema, type SceneGraphInput } from '@miaoyu/contracts';
import { templateProblems } from './template-check';

const graphOf = (nodes: SceneGraphInput['nodes']) =>
  sceneGraphSchema.parse({
    nodes: [{ id: 'start', type: 'start', settings: {} }, ...nodes],
    edges: [],
  });

describe('template check', () => {
  it('passes templates that parse, with or without values put in', () => {
    const graph = graphOf([
      { id: 'a', type: 'answer', settings: { text: '你好 {{ start.question | upcase }}' } },
      { id: 'b', type: 'answer', settings: { text: '{% if start.isVisitor %}访客{% endif %}' } },
      { id: 'c', type: 'template', settings: { template: 'plain text' } },
    ]);
    expect(templateProblems(graph)).toEqual([]);
  });

  it('names the node and field of every template that does not parse', () => {
    const graph = graphOf([
      { id: 'say', type: 'answer', settings: { text: '{% if start.question %}没有结束' } },
      {
        id: 'model',
        type: 'llm',
        settings: { instruction: '{{ start.question | nosuchfilter }}', prompt: '{{ ok }}' },
      },
      {
        id: 'call',
        type: 'http',
        settings: {
          url: 'https://example.com/{{ start.question',
          headers: [{ name: 'X', value: '{% for %}' }],
          body: '',
        },
      },
      {
        id: 'ask',
        type: 'ask',
        settings: { prompt: '{% endif %}', options: [{ id: 'a', label: 'A' }] },
      },
      { id: 'bye', type: 'handover', settings: { message: '{% raw %}' } },
      {
        id: 'keep',
        type: 'assign',
        settings: { assignments: [{ variable: 'v', from: { kind: 'template', template: '{{' } }] },
      },
      {
        id: 'sort',
        type: 'classifier',
        settings: {
          instruction: '{% bad %}',
          classes: [
            { id: 'x', label: 'X' },
            { id: 'y', label: 'Y' },
          ],
        },
      },
      {
        id: 'pull',
        type: 'extractor',
        settings: { instruction: '{% bad %}', fields: [{ name: 'n', type: 'string' }] },
      },
      { id: 'tpl', type: 'template', settings: { template: '{% unknowntag %}' } },
    ]);
    expect(templateProblems(graph).map((p) => [p.code, p.nodeId, p.field])).toEqual([
      ['SCENE_TEMPLATE_SYNTAX', 'say', 'settings.text'],
      ['SCENE_TEMPLATE_SYNTAX', 'model', 'settings.instruction'],
      ['SCENE_TEMPLATE_SYNTAX', 'call', 'settings.url'],
      ['SCENE_TEMPLATE_SYNTAX', 'call', 'settings.headers.0.value'],
      ['SCENE_TEMPLATE_SYNTAX', 'ask', 'settings.prompt'],
      ['SCENE_TEMPLATE_SYNTAX', 'bye', 'settings.message'],
      ['SCENE_TEMPLATE_SYNTAX', 'keep', 'settings.assignments.0.from'],
      ['SCENE_TEMPLATE_SYNTAX', 'sort', 'settings.instruction'],
      ['SCENE_TEMPLATE_SYNTAX', 'pull', 'settings.instruction'],
      ['SCENE_TEMPLATE_SYNTAX', 'tpl', 'settings.template'],
    ]);
  });
});
