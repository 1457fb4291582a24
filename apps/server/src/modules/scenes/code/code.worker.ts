/**
 * Runs the code node of a business scene on a thread of code-pool.ts: the user's
 * `function main(input)` in a fresh QuickJS runtime, with nothing of the host in reach. Input and
 * result cross as JSON text, parsed and written inside QuickJS, so no host object ever enters it.
 */
import type { MessagePort } from 'node:worker_threads';
import {
  newQuickJSWASMModule,
  newVariant,
  RELEASE_SYNC,
  shouldInterruptAfterDeadline,
  type DisposableResult,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
} from 'quickjs-emscripten';

export type CodeFailureReason = 'timeout' | 'memory' | 'error' | 'invalid-output' | 'too-large';
export type CodeFailure = { ok: false; reason: CodeFailureReason; message: string };

export interface CodeTask {
  code: string;
  /** The input as JSON text. */
  input: string;
  timeoutMs: number;
  memoryMb: number;
  /** Told when the run begins: the pool's hard stop counts from then, not from the queue. */
  started: MessagePort;
}

/** The result stays JSON text, for the pool to parse. */
export type CodeOutcome = { ok: true; json: string; logs: string[] } | CodeFailure;

const MB = 1024 * 1024;
const LIMIT = { outputBytes: MB, logLines: 50, logChars: 500, messageChars: 300 };
/** The 16 MB the build starts with (its C stack, static data, first heap), in 64 KB pages. */
const BASE_PAGES = 256;
// A QuickJS frame costs the thread's own stack up to 32× what QuickJS counts (in its parser):
// 256 KB here stays inside the pool's 16 MB thread stack.
const MAX_STACK_BYTES = 256 * 1024;
/** Past this, an instance's heap is given back rather than kept for the next run. */
const RECYCLE_BYTES = BASE_PAGES * 64 * 1024 + 16 * MB;
/** Promise jobs run between deadline checks, so a job flood cannot outlive the deadline. */
const JOB_BATCH = 64;

// Set up before the user's code, capturing the built-ins it uses: the user may replace globals
// for their own run, never what reads their input and writes their result.
const PRELUDE = `(() => {
  'use strict';
  const { parse, stringify } = JSON, { isArray } = Array, { getPrototypeOf } = Object;
  const objectPrototype = Object.prototype, text = String, lines = [];
  const show = (value) => {
    if (typeof value === 'string') return value;
    try { const json = stringify(value); if (typeof json === 'string') return json; } catch {}
    try { return text(value); } catch { return '[unprintable]'; }
  };
  const log = (...values) => {
    if (lines.length >= ${LIMIT.logLines}) return;
    let line = '';
    for (let i = 0; i < values.length && line.length <= ${LIMIT.logChars}; i++)
      line += (i > 0 ? ' ' : '') + show(values[i]);
    lines[lines.length] = line.length > ${LIMIT.logChars} ? line.substring(0, ${LIMIT.logChars}) : line;
  };
  globalThis.console = { log, info: log, warn: log, error: log, debug: log };
  return {
    main: () => (typeof main === 'function' ? main : undefined),
    input: (json) => parse(json),
    output: (value) => {
      const plain = value !== null && typeof value === 'object' && !isArray(value);
      const prototype = plain ? getPrototypeOf(value) : undefined;
      if (prototype !== objectPrototype && prototype !== null) return 1;
      const json = stringify(value);
      return typeof json !== 'string' ? 1 : json.length > ${LIMIT.outputBytes} ? 2 : json;
    },
    logs: () => stringify(lines),
    describe: (error) => {
      try {
        const { name, message, stack } = Object(error);
        const named = typeof name === 'string' && typeof message === 'string';
        const head = named ? name + ': ' + message : 'Uncaught ' + show(error);
        return stringify([head, typeof stack === 'string' ? stack : '']);
      } catch {
        return stringify(['Uncaught exception', '']);
      }
    },
  };
})()`;

/** WebAssembly's memory, which the project's TypeScript libraries do not declare. */
type WasmMemory = { readonly buffer: ArrayBuffer };
type WasmMemoryClass = new (size: { initial: number; maximum: number }) => WasmMemory;
const wasm = (globalThis as unknown as { WebAssembly: { Memory: WasmMemoryClass } }).WebAssembly;

/** The memory is owned here so that its maximum caps the run's heap: see startMachine. */
type Machine = { module: QuickJSWASMModule; memory: WasmMemory; maxBytes: number };

/**
 * QuickJS's own memory limit barely binds in this build (without malloc_usable_size it counts
 * little of each block: 16 MB of arrays passed an 8 MB limit, and a heap grew to 2 GB); the
 * WebAssembly memory's maximum is the real cap: past it malloc fails, QuickJS throws "out of memory".
 */
async function startMachine(memoryMb: number): Promise<Machine> {
  const maximum = BASE_PAGES + memoryMb * 16;
  const memory = new wasm.Memory({ initial: BASE_PAGES, maximum });
  const module = await newQuickJSWASMModule(newVariant(RELEASE_SYNC, { wasmMemory: memory }));
  return { module, memory, maxBytes: maximum * 64 * 1024 };
}

/** One instance at a time, kept for runs of the same memory cap. */
let current: { memoryMb: number; ready: Promise<Machine> } | undefined;

/** `fresh` starts a new instance now, so that the next run need not wait for it. */
function machineFor(memoryMb: number, fresh = false): Promise<Machine> {
  if (!fresh && current?.memoryMb === memoryMb) return current.ready;
  const entry = { memoryMb, ready: startMachine(memoryMb) };
  current = entry;
  entry.ready.catch(() => {
    if (current === entry) current = undefined;
  });
  return entry.ready;
}

const fail = (reason: CodeFailureReason, message: string): CodeFailure => ({
  ok: false,
  reason,
  message: message.slice(0, LIMIT.messageChars),
});

// The pool's default cap, ready before the first run; a failure here is met again by that run.
await machineFor(32).catch(() => undefined);

export default async function runCode(task: CodeTask): Promise<CodeOutcome> {
  let machine: Machine;
  try {
    machine = await machineFor(task.memoryMb);
  } catch {
    return fail('error', 'the code sandbox could not start');
  }
  task.started.postMessage(null);
  let run: Run, outcome: CodeOutcome;
  try {
    run = new Run(machine, task);
    outcome = run.evaluate();
  } catch (error) {
    // The instance failed inside QuickJS (a trap, the host stack): its heap may be in any state,
    // so it is neither cleaned up nor used again.
    void machineFor(task.memoryMb, true);
    return hostFailure(error);
  }
  // A heap left by a runaway run is dropped whole: freeing it object by object takes time, and
  // QuickJS's leak check has failed on the remains of a promise-job flood.
  const runaway = !outcome.ok && (outcome.reason === 'timeout' || outcome.reason === 'memory');
  if (runaway || !run.dispose() || machine.memory.buffer.byteLength > RECYCLE_BYTES)
    void machineFor(task.memoryMb, true);
  return outcome;
}

function hostFailure(error: unknown): CodeFailure {
  const text = String(error);
  if (/call stack/i.test(text)) return fail('error', 'InternalError: stack overflow');
  if (/out of memory|enlarge memory|\bOOM\b/i.test(text)) return fail('memory', 'out of memory');
  return fail('error', 'the code sandbox failed while running the code');
}

type Disposable = { alive: boolean; dispose(): void };
type Result = DisposableResult<QuickJSHandle, QuickJSHandle>;

const TOO_LARGE = 'the result is larger than 1 MB as JSON';

/** One run: its runtime, context and every handle, all disposed when it ends. */
class Run {
  private readonly held: Disposable[] = [];
  private readonly context: QuickJSContext;
  private readonly helpers: QuickJSHandle;
  private readonly deadline: number;
  private interrupted = false;

  constructor(
    private readonly machine: Machine,
    private readonly task: CodeTask,
  ) {
    const runtime = this.hold(machine.module.newRuntime());
    runtime.setMemoryLimit(task.memoryMb * MB);
    runtime.setMaxStackSize(MAX_STACK_BYTES);
    this.context = this.hold(runtime.newContext());
    const prelude = this.context.evalCode(PRELUDE, 'prelude.js', { type: 'global' });
    this.helpers = this.hold(this.context.unwrapResult(prelude));
    // The clock starts with the user's code: a short deadline must not cut off the prelude.
    this.deadline = Date.now() + task.timeoutMs;
    const expired = shouldInterruptAfterDeadline(this.deadline);
    // Remembered, so that whatever error surfaces afterwards is reported as the timeout it is.
    runtime.setInterruptHandler((rt) => (this.interrupted ||= expired(rt) === true));
  }

  /** False when QuickJS failed while freeing: the instance is then not to be used again. */
  dispose(): boolean {
    try {
      for (const item of this.held.reverse()) if (item.alive) item.dispose();
      return true;
    } catch {
      return false;
    }
  }

  evaluate(): CodeOutcome {
    const { context } = this;
    const loaded = this.value(context.evalCode(this.task.code, 'code.js', { type: 'global' }));
    if ('reason' in loaded) return loaded;
    const main = this.value(this.helper('main'));
    if ('reason' in main) return main;
    if (context.typeof(main) !== 'function')
      return fail('error', 'the code must define function main(input)');
    const input = this.value(this.helper('input', this.hold(context.newString(this.task.input))));
    if ('reason' in input) return input;
    const returned = this.value(context.callFunction(main, context.undefined, input));
    if ('reason' in returned) return returned;
    const result = this.settle(returned);
    if ('reason' in result) return result;
    const output = this.value(this.helper('output', result), 'invalid-output');
    if ('reason' in output) return output;
    const json = this.text(output);
    if (json === undefined)
      return context.getNumber(output) === 2
        ? fail('too-large', TOO_LARGE)
        : fail('invalid-output', 'main must return a plain object of JSON values');
    if (Buffer.byteLength(json) > LIMIT.outputBytes) return fail('too-large', TOO_LARGE);
    const logs = (this.json(this.helper('logs')) ?? []).slice(0, LIMIT.logLines);
    return { ok: true, json, logs: logs.map((line) => String(line).slice(0, LIMIT.logChars)) };
  }

  /** An async main's promise, its jobs run until it settles or the deadline passes. */
  private settle(returned: QuickJSHandle): QuickJSHandle | CodeFailure {
    const { context } = this;
    let state = context.getPromiseState(returned);
    while (state.type === 'pending') {
      if (this.interrupted || Date.now() >= this.deadline) return this.timeout();
      if (!context.runtime.hasPendingJob())
        return fail('error', 'main returned a promise that never settles');
      const ran = this.hold(context.runtime.executePendingJobs(JOB_BATCH));
      // Jobs turn the user's exceptions into rejections: what stops one is QuickJS's own (memory).
      if (ran.error) return this.failure(ran.error, 'error');
      state = context.getPromiseState(returned);
    }
    if (state.type === 'rejected') return this.failure(this.hold(state.error), 'error');
    return this.hold(state.value);
  }

  private helper(name: string, ...args: QuickJSHandle[]): Result {
    const fn = this.hold(this.context.getProp(this.helpers, name));
    return this.context.callFunction(fn, this.context.undefined, ...args);
  }

  private value(result: Result, reason: CodeFailureReason = 'error'): QuickJSHandle | CodeFailure {
    if (result.error) return this.failure(this.hold(result.error), reason);
    return this.hold(result.value);
  }

  private failure(error: QuickJSHandle, reason: CodeFailureReason): CodeFailure {
    if (this.interrupted) return this.timeout();
    const [head, stack] = (this.json(this.helper('describe', error)) ?? []).map(String);
    if (this.interrupted) return this.timeout();
    const bare = head === undefined || head === 'Uncaught null';
    const full = this.machine.memory.buffer.byteLength >= this.machine.maxBytes * 0.75;
    if (/^InternalError: (out of memory|string too long)/.test(head ?? '') || (bare && full))
      return fail('memory', `the code used more than its ${this.task.memoryMb} MB of memory`);
    // QuickJS's stack holds only the user's frames: the first one locates the error in their code.
    const at = /code\.js:(\d+)(?::(\d+))?/.exec(stack ?? '');
    const where = at ? ` (line ${at[1]}${at[2] ? `, column ${at[2]}` : ''})` : '';
    return fail(reason, (head ?? 'the code threw an exception') + where);
  }

  private timeout(): CodeFailure {
    return fail('timeout', `the code ran longer than ${this.task.timeoutMs} ms`);
  }

  /** A string's text, read only when it is one: anything else could run the user's toString. */
  private text(handle: QuickJSHandle): string | undefined {
    return this.context.typeof(handle) === 'string' ? this.context.getString(handle) : undefined;
  }

  /** The list a helper wrote as JSON; the user may have bent the built-ins it calls. */
  private json(result: Result): unknown[] | undefined {
    if (result.error) this.hold(result.error);
    const text = result.error ? undefined : this.text(this.hold(result.value));
    try {
      const parsed: unknown = text === undefined ? undefined : JSON.parse(text);
      return Array.isArray(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  private hold<T extends Disposable>(item: T): T {
    this.held.push(item);
    return item;
  }
}
