import type { TFunction } from 'i18next';
import {
  ELSE_HANDLE,
  ERROR_HANDLE,
  nodeHandles,
  OUT_HANDLE,
  type SceneNode,
} from '@miaoyu/contracts/scenes';

type T = TFunction<'scenes'>;

/** A branch an edge may leave from, with what it says on the node. */
export interface Branch {
  id: string;
  label: string;
  error: boolean;
}

const clip = (text: string, max = 40) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
};

/** The node's branches: a case's, a class's, a button's label; `else`; `error` in red. */
export function branchesOf(node: SceneNode, t: T): Branch[] {
  return nodeHandles(node).map((id) => {
    if (id === ERROR_HANDLE) return { id, label: t('editor.branch.error'), error: true };
    if (id === OUT_HANDLE) return { id, label: '', error: false };
    if (node.type === 'ifelse') {
      if (id === ELSE_HANDLE) return { id, label: t('editor.branch.else'), error: false };
      const n = node.settings.cases.findIndex((c) => c.id === id) + 1;
      return {
        id,
        label: n === 1 ? t('editor.branch.if') : t('editor.branch.elif', { n }),
        error: false,
      };
    }
    if (node.type === 'classifier')
      return {
        id,
        label: node.settings.classes.find((c) => c.id === id)?.label ?? id,
        error: false,
      };
    if (node.type === 'ask')
      return {
        id,
        label: node.settings.options.find((o) => o.id === id)?.label ?? id,
        error: false,
      };
    return { id, label: id, error: false };
  });
}

/** One line of what the node is set to do. */
export function summaryOf(node: SceneNode, t: T): string {
  switch (node.type) {
    case 'start':
      return t('editor.summary.start');
    case 'llm':
      return [
        node.settings.model || t('editor.summary.defaultModel'),
        node.settings.reply ? '' : t('editor.summary.silent'),
      ]
        .filter(Boolean)
        .join(' · ');
    case 'knowledge':
      return t('editor.summary.knowledge', {
        count: node.settings.datasetIds.length,
        k: node.settings.topK,
      });
    case 'classifier':
      return t('editor.summary.classes', { count: node.settings.classes.length });
    case 'ifelse':
      return t('editor.summary.cases', { count: node.settings.cases.length });
    case 'extractor':
      return clip(node.settings.fields.map((f) => f.name).join(', '));
    case 'answer':
      return clip(node.settings.text) || t('editor.summary.empty');
    case 'template':
      return clip(node.settings.template) || t('editor.summary.empty');
    case 'handover':
      return clip(node.settings.message) || t('editor.summary.handover');
    case 'http':
      return clip(`${node.settings.method} ${node.settings.url}`);
    case 'code':
      return t('editor.summary.code', {
        inputs: node.settings.inputs.length,
        outputs: node.settings.outputs.length,
      });
    case 'assign':
      return clip(node.settings.assignments.map((a) => `conv.${a.variable}`).join(', '));
    case 'aggregate':
      return t('editor.summary.aggregate', { count: node.settings.inputs.length });
    case 'ask':
      return clip(node.settings.prompt) || t(`editor.summary.ask.${node.settings.mode}`);
    case 'subscene':
      return node.settings.sceneId
        ? t('editor.summary.subscene', { id: node.settings.sceneId })
        : t('editor.summary.noScene');
    case 'loop':
      return node.settings.mode === 'each'
        ? t('editor.summary.loopEach', {
            items: node.settings.items ?? '—',
            max: node.settings.maxPasses,
          })
        : t('editor.summary.loopRepeat', { max: node.settings.maxPasses });
  }
}

/** What the canvas and a screen reader call a node: its type and its title. */
export const nodeLabel = (node: SceneNode, t: T) =>
  t('editor.nodeLabel', { type: t(`editor.types.${node.type}`), title: node.title || node.id });
