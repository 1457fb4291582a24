import type { SceneNode, SceneNodeType } from '@miaoyu/contracts';
import type { NodeExecutor } from '../engine/context';
import { runAsk } from './ask';
import { runClassifier } from './classifier';
import { runCode } from './code';
import { runExtractor } from './extractor';
import { runAggregate, runAnswer, runAssign, runIfElse, runStart, runTemplate } from './flow';
import { runHandover } from './handover';
import { runHttp } from './http';
import { runKnowledge } from './knowledge';
import { runLlm } from './llm';
import { runLoop } from './loop';
import { runSubscene } from './subscene';

/** Each node type's executor: a new type adds its line here and its settings in contracts. */
const EXECUTORS: { [T in SceneNodeType]: NodeExecutor<Extract<SceneNode, { type: T }>> } = {
  start: runStart,
  llm: runLlm,
  knowledge: runKnowledge,
  classifier: runClassifier,
  ifelse: runIfElse,
  extractor: runExtractor,
  answer: runAnswer,
  http: runHttp,
  code: runCode,
  template: runTemplate,
  assign: runAssign,
  aggregate: runAggregate,
  ask: runAsk,
  handover: runHandover,
  subscene: runSubscene,
  loop: runLoop,
};

export const executorOf = (node: SceneNode) => EXECUTORS[node.type] as NodeExecutor;

/** How long a node of each type may take by default (its retries' waits included). */
export const DEFAULT_TIMEOUT_MS: Record<SceneNodeType, number> = {
  start: 5_000,
  llm: 180_000,
  knowledge: 30_000,
  classifier: 60_000,
  ifelse: 5_000,
  extractor: 60_000,
  answer: 10_000,
  http: 40_000,
  code: 15_000,
  template: 5_000,
  assign: 5_000,
  aggregate: 5_000,
  ask: 10_000,
  handover: 15_000,
  subscene: 300_000,
  // All of its passes together.
  loop: 300_000,
};
