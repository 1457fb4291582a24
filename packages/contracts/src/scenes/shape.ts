import type { SceneNode } from './graph';
import { UNARY_OPERATORS, type ConditionOperator, type SceneCondition } from './nodes';
import {
  parseSelector,
  templateSelectors,
  type SceneSelector,
  type SceneValueType,
} from './values';

/**
 * What each node type offers and needs: its outputs (by name and type), the branches its edges
 * leave from, and the values it reads. The save check, the engine and the canvas all read these,
 * so a node's shape is written once.
 */

export const ERROR_HANDLE = 'error';
export const OUT_HANDLE = 'out';
export const ELSE_HANDLE = 'else';

/**
 * A node's outputs by name and type. A node that goes on after failing (a default value or an
 * error branch) also has `error`: why it failed, empty when it did not.
 */
export function nodeOutputs(node: SceneNode): Record<string, SceneValueType> {
  const own = ownOutputs(node);
  return node.onError && node.onError.mode !== 'fail' ? { ...own, error: 'string' } : own;
}

function ownOutputs(node: SceneNode): Record<string, SceneValueType> {
  switch (node.type) {
    case 'start':
      return {
        question: 'string',
        files: 'array',
        channel: 'string',
        userName: 'string',
        isVisitor: 'boolean',
      };
    case 'llm':
    case 'template':
    case 'subscene':
      return { text: 'string' };
    case 'answer':
      return { text: 'string' };
    case 'handover':
      return { text: 'string', handedOver: 'boolean' };
    case 'knowledge':
      return { passages: 'string', count: 'number', found: 'boolean' };
    case 'classifier':
      return { class: 'string', label: 'string' };
    case 'ifelse':
    case 'assign':
      return {};
    case 'extractor':
      return {
        ...Object.fromEntries(node.settings.fields.map((f) => [f.name, f.type])),
        complete: 'boolean',
      };
    case 'http':
      return { status: 'number', body: 'string', json: 'any', ok: 'boolean' };
    case 'code':
      return Object.fromEntries(node.settings.outputs.map((f) => [f.name, f.type]));
    case 'aggregate':
      return { value: node.settings.type };
    case 'ask':
      return node.settings.mode === 'buttons'
        ? { choice: 'string', label: 'string' }
        : Object.fromEntries(node.settings.fields.map((f) => [f.name, f.type]));
    case 'loop':
      return { results: 'array', count: 'number' };
  }
}

/**
 * What a loop offers the nodes inside it during a pass: the element (`each`), or the value the
 * previous pass collected (`repeat`, null at first), and the pass's number from 0.
 */
export const LOOP_PASS_OUTPUTS: Record<string, SceneValueType> = { item: 'any', index: 'number' };

/** The handles a node's edges may leave from. */
export function nodeHandles(node: SceneNode): string[] {
  const own = ((): string[] => {
    switch (node.type) {
      case 'ifelse':
        return [...node.settings.cases.map((c) => c.id), ELSE_HANDLE];
      case 'classifier':
        return node.settings.classes.map((c) => c.id);
      case 'ask':
        return node.settings.mode === 'buttons'
          ? node.settings.options.map((o) => o.id)
          : [OUT_HANDLE];
      default:
        return [OUT_HANDLE];
    }
  })();
  return node.onError?.mode === 'branch' ? [...own, ERROR_HANDLE] : own;
}

/** A value a node reads: where in its settings, and what type it wants there. */
export interface NodeRead {
  selector: SceneSelector;
  /** The settings field, for the error's place (`settings.query`). */
  field: string;
  wanted: SceneValueType;
  /** A loop's read made during its pass (after the pass's nodes), not before the loop runs. */
  inside?: boolean;
}

const fromTemplate = (field: string, text: string): NodeRead[] =>
  templateSelectors(text).map((selector) => ({ selector, field, wanted: 'any' }));

const fromSelector = (field: string, text: string | undefined, wanted: SceneValueType) => {
  const selector = text === undefined ? null : parseSelector(text);
  return selector ? [{ selector, field, wanted }] : [];
};

/** What type an operator needs on its left. */
export function operatorWants(op: ConditionOperator): SceneValueType {
  if (op === 'gt' || op === 'ge' || op === 'lt' || op === 'le') return 'number';
  if (op === 'is_true' || op === 'is_false') return 'boolean';
  return 'any';
}

const conditionReads = (at: string, cond: SceneCondition): NodeRead[] => [
  ...fromSelector(`${at}.left`, cond.left, operatorWants(cond.op)),
  ...(cond.right?.kind === 'ref' ? fromSelector(`${at}.right`, cond.right.ref, 'any') : []),
];

export const isUnary = (op: ConditionOperator) => UNARY_OPERATORS.includes(op);

export function nodeReads(node: SceneNode): NodeRead[] {
  switch (node.type) {
    case 'start':
    case 'handover':
      return node.type === 'handover'
        ? fromTemplate('settings.message', node.settings.message)
        : [];
    case 'llm':
      return [
        ...fromTemplate('settings.instruction', node.settings.instruction),
        ...fromTemplate('settings.prompt', node.settings.prompt),
      ];
    case 'knowledge':
      return fromSelector('settings.query', node.settings.query, 'string');
    case 'classifier':
    case 'extractor':
      return [
        ...fromSelector('settings.query', node.settings.query, 'string'),
        ...fromTemplate('settings.instruction', node.settings.instruction),
      ];
    case 'ifelse':
      return node.settings.cases.flatMap((c, i) =>
        c.conditions.flatMap((cond, j) =>
          conditionReads(`settings.cases.${i}.conditions.${j}`, cond),
        ),
      );
    case 'answer':
      return fromTemplate('settings.text', node.settings.text);
    case 'http':
      return [
        ...fromTemplate('settings.url', node.settings.url),
        ...node.settings.headers.flatMap((h, i) =>
          fromTemplate(`settings.headers.${i}.value`, h.value),
        ),
        ...fromTemplate('settings.body', node.settings.body),
      ];
    case 'code':
      return node.settings.inputs.flatMap((input, i) =>
        fromSelector(`settings.inputs.${i}.from`, input.from, 'any'),
      );
    case 'template':
      return fromTemplate('settings.template', node.settings.template);
    case 'assign':
      return node.settings.assignments.flatMap((a, i) =>
        a.from.kind === 'ref'
          ? fromSelector(`settings.assignments.${i}.from`, a.from.ref, 'any')
          : a.from.kind === 'template'
            ? fromTemplate(`settings.assignments.${i}.from`, a.from.template)
            : [],
      );
    case 'aggregate':
      return node.settings.inputs.flatMap((input, i) =>
        fromSelector(`settings.inputs.${i}`, input, node.settings.type),
      );
    case 'ask':
      return fromTemplate('settings.prompt', node.settings.prompt);
    case 'subscene':
      return fromSelector('settings.question', node.settings.question, 'string');
    case 'loop': {
      const inside = (read: NodeRead): NodeRead => ({ ...read, inside: true });
      return [
        ...(node.settings.mode === 'each'
          ? fromSelector('settings.items', node.settings.items, 'array')
          : []),
        ...fromSelector('settings.collect', node.settings.collect, 'any').map(inside),
        ...(node.settings.mode === 'repeat'
          ? node.settings.until.conditions.flatMap((cond, j) =>
              conditionReads(`settings.until.conditions.${j}`, cond).map(inside),
            )
          : []),
      ];
    }
  }
}

/** A template a node renders (Liquid): where in its settings, and its text. */
export interface NodeTemplate {
  field: string;
  text: string;
}

/** Every template of a node, for the save check that each one parses. */
export function nodeTemplates(node: SceneNode): NodeTemplate[] {
  const at = (field: string, text: string) => [{ field, text }];
  switch (node.type) {
    case 'handover':
      return at('settings.message', node.settings.message);
    case 'llm':
      return [
        ...at('settings.instruction', node.settings.instruction),
        ...at('settings.prompt', node.settings.prompt),
      ];
    case 'classifier':
    case 'extractor':
      return at('settings.instruction', node.settings.instruction);
    case 'answer':
      return at('settings.text', node.settings.text);
    case 'http':
      return [
        ...at('settings.url', node.settings.url),
        ...node.settings.headers.flatMap((h, i) => at(`settings.headers.${i}.value`, h.value)),
        ...at('settings.body', node.settings.body),
      ];
    case 'template':
      return at('settings.template', node.settings.template);
    case 'assign':
      return node.settings.assignments.flatMap((a, i) =>
        a.from.kind === 'template' ? at(`settings.assignments.${i}.from`, a.from.template) : [],
      );
    case 'ask':
      return at('settings.prompt', node.settings.prompt);
    default:
      return [];
  }
}

/** Nodes that say something to the person in the conversation. */
export function nodeSpeaks(node: SceneNode): boolean {
  return (
    node.type === 'answer' ||
    node.type === 'handover' ||
    node.type === 'ask' ||
    node.type === 'subscene' ||
    (node.type === 'llm' && node.settings.reply)
  );
}
