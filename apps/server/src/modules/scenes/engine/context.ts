import type { ChatCitation, Locale, SceneAskEvent, SceneGraph, SceneNode } from '@miaoyu/contracts';
import type { ModelMessage } from 'ai';
import type { GatewayPart, ModelTarget } from '../../../plugins/llm/gateway';
import type { EarlierTurn, RetrievedPassage } from '../../conversation';
import type { CodeResult } from '../code/code-pool';
import type { Segment } from './speech';

/**
 * What a scene's nodes may use, given by whoever runs the scene (the chat, the bot, a test run):
 * the engine itself reaches no database, model or network but through these.
 */
export interface SceneServices {
  /** The model for a reference ('' for the team's default); none when the team has none. */
  model(ref: string): ModelTarget | null;
  streamModel(
    target: ModelTarget,
    messages: ModelMessage[],
    upstream: AbortController,
  ): AsyncIterable<GatewayPart>;
  /** The team's knowledge, among the datasets the node names. */
  retrieve(datasetIds: string[], query: string, signal: AbortSignal): Promise<RetrievedPassage[]>;
  /** The SSRF-guarded fetch. */
  fetch: typeof globalThis.fetch;
  runCode(
    code: string,
    input: Record<string, unknown>,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<CodeResult>;
  /** One of the team's scene secrets, for HTTP nodes. */
  secret(name: string): Promise<string | undefined>;
  /** Hands the conversation to a person (the bot's inbox); false where there is none. */
  handOver(message: string): Promise<boolean>;
  /** A published scene's latest graph, within the team. */
  subscene(sceneId: string): Promise<SceneGraph | null>;
}

/** Who asks, where, and what: the start node's outputs. */
export interface SceneRunContext {
  channel: 'test' | 'chat' | 'bot' | 'sales' | 'api';
  question: string;
  files: unknown[];
  userName: string;
  isVisitor: boolean;
  locale: Locale;
  /** The conversation's earlier turns, oldest first. */
  earlier: EarlierTurn[];
}

/** What a node's run can see and do. */
export interface NodeContext {
  run: SceneRunContext;
  services: SceneServices;
  signal: AbortSignal;
  /** A value by selector: a node's output (undefined while it has not run), `conv.x`. */
  read(selector: string): unknown;
  /** Renders a template against every value known; `extra` adds names (the HTTP node's secrets). */
  render(template: string, extra?: Record<string, unknown>): Promise<string>;
  /** A segment of the conversation's answer, in the order speaking nodes started. */
  speak(): Segment;
  usage(promptTokens: number, completionTokens: number): void;
  cite(citations: ChatCitation[]): void;
  setVariable(name: string, value: unknown): void;
  /** The person's answer, when the run resumes at this ask node. */
  reply: unknown;
  /** What earlier answers to this ask node gave, short of all it asks for. */
  kept?: Record<string, unknown>;
  /** Whether an edge leaves the node: something in the scene comes after it. */
  leadsOn: boolean;
  /** How deep in sub-scenes this run is. */
  depth: number;
  /** Runs a sub-scene's graph inside this run, speaking into this conversation. */
  runChild(graph: SceneGraph, question: string): Promise<{ text: string }>;
  /**
   * A loop's pass: runs the nodes inside the loop with `item` as the loop's element, and gives
   * what the pass's nodes produced. Only a loop node has it.
   */
  runPass?(
    pass: number,
    item: unknown,
    signal: AbortSignal,
  ): Promise<{ read(selector: string): unknown }>;
}

export type NodeResult =
  | {
      outputs: Record<string, unknown>;
      /** The branches taken; the node's `out` when unset. */
      handles?: string[];
      /** What the node read, for the trace. */
      inputs?: Record<string, unknown>;
    }
  | {
      /** What the person is asked; null when the run waits for a colleague, asking nothing. */
      waiting: Omit<SceneAskEvent, 'runId' | 'nodeId'> | null;
      inputs?: Record<string, unknown>;
    };

export type NodeExecutor<N extends SceneNode = SceneNode> = (
  node: N,
  ctx: NodeContext,
) => Promise<NodeResult>;
