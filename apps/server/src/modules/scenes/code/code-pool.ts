/**
 * Runs the code nodes of business scenes (code.worker.ts) on warm threads. QuickJS's own interrupt
 * is not enough: native work inside one call (sorting a big array, say) goes unchecked for
 * seconds, so a run still going past its deadline has its thread stopped from here. Each
 * tenant has at most one run going, the rest waiting in line, so that one team's runaway code
 * holds one thread at most and never every thread. A tenant's line is short: past it a run
 * fails at once as busy, rather than waiting behind minutes of others. A run whose signal aborts
 * leaves the line without running, or has its thread stopped if it is running.
 */
import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { CodeOutcome, CodeTask, CodeFailureReason as WorkerReason } from './code.worker';

/** Why a run failed: the worker's reasons, a tenant's line being full, or the caller stopping it. */
export type CodeFailureReason = WorkerReason | 'busy' | 'stopped';
type CodeFailure = { ok: false; reason: CodeFailureReason; message: string };

export type CodeResult =
  | { ok: true; value: Record<string, unknown>; logs: string[] }
  | { ok: false; reason: CodeFailureReason; message: string };

export interface CodeRun {
  /** Defines `function main(input)` (or `async function main`) returning a plain object. */
  code: string;
  /** Any JSON value; `undefined` becomes `null`. */
  input?: unknown;
  timeoutMs?: number;
  memoryMb?: number;
  /** Whose run it is (the team's id): a tenant's runs go one at a time. */
  tenant: string;
  /** Stops the run: taken out of the line while waiting, its thread stopped while running. */
  signal?: AbortSignal;
}

export const CODE_LIMITS = {
  maxCodeChars: 100_000,
  maxInputBytes: 1024 * 1024,
  timeoutMs: { fallback: 1000, min: 10, max: 10_000 },
  memoryMb: { fallback: 32, min: 8, max: 128 },
} as const;

/**
 * Past its deadline a run is given this long to notice its interrupt; thread termination then
 * answers within about 50 ms more, keeping the promise of an answer by deadline + 250 ms.
 */
const HARD_STOP_MS = 150;

export interface CodeSandboxOptions {
  /** Threads at most (at least 2); defaults to one per core. */
  threads?: number;
  /** Runs of one tenant that may wait behind its running one; past it a run fails as busy. */
  maxQueuedPerTenant?: number;
}

const MAX_QUEUED_PER_TENANT = 20;

export class CodeSandbox {
  private readonly pool: Piscina<CodeTask, CodeOutcome>;
  /** Tenants with a run going, each with the starts of its waiting runs, oldest first. */
  private readonly lanes = new Map<string, (() => void)[]>();
  private closed = false;
  private readonly maxQueued: number;

  constructor(options: CodeSandboxOptions = {}) {
    this.maxQueued = options.maxQueuedPerTenant ?? MAX_QUEUED_PER_TENANT;
    this.pool = new Piscina({
      filename: new URL('./code-worker.mjs', import.meta.url).href,
      // Two threads always warm: a stopped thread's replacement takes a moment to start, and a
      // tenant's runaway run must not leave the others waiting for it.
      minThreads: 2,
      maxThreads: Math.max(2, options.threads ?? os.availableParallelism()),
      // A warm thread holds a few tens of MB; starting one costs far more than keeping it.
      idleTimeout: 30 * 60_000,
      // The sandbox's heap is WebAssembly memory capped by the worker itself; these bound what
      // a fault could make of the thread's own heap and stack, killing only that thread.
      resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 16 },
    });
    // A thread that dies between runs is replaced by the pool; no run is waiting on it, and an
    // unheard 'error' event would bring the server down.
    this.pool.on('error', () => undefined);
  }

  async run(request: CodeRun): Promise<CodeResult> {
    const task = prepare(request);
    if ('reason' in task) return task;
    if (this.closed) return closed();
    const { signal, tenant } = request;
    if (signal?.aborted) return stopped();
    const turn = this.turn(tenant, signal);
    if (turn === 'busy') return busy();
    if (!(await turn)) return stopped();
    try {
      return this.closed ? closed() : await this.dispatch(task, signal);
    } finally {
      this.leave(request.tenant);
    }
  }

  close(): Promise<void> {
    this.closed = true;
    // Whoever asks next (an app built after this one closed, in tests) gets a sandbox anew.
    if (shared === this) shared = undefined;
    return this.pool.destroy();
  }

  /** Waits for the tenant's turn: true when it comes, false when the signal aborts first. */
  private turn(tenant: string, signal?: AbortSignal): Promise<boolean> | 'busy' {
    const lane = this.lanes.get(tenant);
    if (!lane) {
      this.lanes.set(tenant, []);
      return Promise.resolve(true);
    }
    if (lane.length >= this.maxQueued) return 'busy';
    return new Promise((resolve) => {
      const start = () => {
        signal?.removeEventListener('abort', quit);
        resolve(true);
      };
      const quit = () => {
        const at = lane.indexOf(start);
        if (at >= 0) lane.splice(at, 1);
        resolve(false);
      };
      lane.push(start);
      signal?.addEventListener('abort', quit, { once: true });
    });
  }

  private leave(tenant: string): void {
    const next = this.lanes.get(tenant)?.shift();
    if (next) next();
    else this.lanes.delete(tenant);
  }

  private async dispatch(
    task: Omit<CodeTask, 'started'>,
    signal?: AbortSignal,
  ): Promise<CodeResult> {
    const stop = new AbortController();
    // The caller's stop ends the run as the deadline does: its thread is terminated.
    const halt = () => stop.abort();
    signal?.addEventListener('abort', halt, { once: true });
    if (signal?.aborted) halt();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    // Counted from the run's start on its thread: time spent waiting for a free thread is not
    // the code's.
    port1.once('message', () => {
      timer = setTimeout(() => stop.abort(), task.timeoutMs + HARD_STOP_MS);
    });
    try {
      const outcome = await this.pool.run(
        { ...task, started: port2 },
        { transferList: [port2], signal: stop.signal },
      );
      return answer(outcome);
    } catch (error) {
      if (signal?.aborted) return stopped();
      if (stop.signal.aborted)
        return failure('timeout', `the code ran longer than ${task.timeoutMs} ms`);
      return threadFailure(error);
    } finally {
      signal?.removeEventListener('abort', halt);
      clearTimeout(timer);
      port1.close();
    }
  }
}

const failure = (reason: CodeFailureReason, message: string): CodeFailure => ({
  ok: false,
  reason,
  message,
});

const closed = () => failure('error', 'the code sandbox is closed');
const stopped = () => failure('stopped', 'the run was stopped');
const busy = () => failure('busy', 'too many code runs of this team are waiting');

const clamp = (
  value: number | undefined,
  limits: { fallback: number; min: number; max: number },
) =>
  value === undefined || !Number.isFinite(value)
    ? limits.fallback
    : Math.min(limits.max, Math.max(limits.min, Math.round(value)));

function prepare(request: CodeRun): Omit<CodeTask, 'started'> | CodeFailure {
  if (typeof request.code !== 'string') return failure('error', 'the code must be text');
  if (request.code.length > CODE_LIMITS.maxCodeChars)
    return failure('too-large', `the code is longer than ${CODE_LIMITS.maxCodeChars} characters`);
  let input: string | undefined;
  try {
    input = JSON.stringify(request.input ?? null);
  } catch {
    return failure('error', 'the input cannot be written as JSON');
  }
  if (Buffer.byteLength(input ?? 'null') > CODE_LIMITS.maxInputBytes)
    return failure('too-large', 'the input is larger than 1 MB as JSON');
  return {
    code: request.code,
    input: input ?? 'null',
    timeoutMs: clamp(request.timeoutMs, CODE_LIMITS.timeoutMs),
    memoryMb: clamp(request.memoryMb, CODE_LIMITS.memoryMb),
  };
}

function answer(outcome: CodeOutcome): CodeResult {
  if (!outcome.ok) return outcome;
  // A toJSON inside the sandbox can turn a plain object into any JSON: checked again here.
  const value: unknown = JSON.parse(outcome.json);
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return failure('invalid-output', 'main must return a plain object of JSON values');
  return { ok: true, value: value as Record<string, unknown>, logs: outcome.logs };
}

function threadFailure(error: unknown): CodeFailure {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY')
    return failure('memory', 'the code sandbox ran out of memory');
  return failure('error', 'the code sandbox stopped unexpectedly');
}

let shared: CodeSandbox | undefined;

/** The process's code sandbox, for callers that bring none of their own. */
export const sharedCodeSandbox = () => (shared ??= new CodeSandbox());

/** Closes the process's code sandbox if there is one, without starting one only to close it. */
export const closeSharedCodeSandbox = async (): Promise<void> => shared?.close();
