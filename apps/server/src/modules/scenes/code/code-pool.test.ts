import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeSandbox, type CodeResult, type CodeRun } from './code-pool';

const sandbox = new CodeSandbox({ threads: 2 });
afterAll(() => sandbox.close());

/** The product's promise: an answer by the deadline plus this. */
const GRACE_MS = 250;
/** Native work QuickJS's interrupt does not see: each sort runs long between two checks. */
const SORT_BOMB = `function main() {
  const a = [];
  for (let i = 0; i < 1e4; i++) a.push(String(i));
  for (;;) a.slice().sort();
}`;

const report = (line: string) => process.stdout.write(`${line}\n`);

async function timed(code: string, extra: Partial<CodeRun> = {}) {
  const started = performance.now();
  const result = await sandbox.run({ code, input: { n: 1 }, tenant: 'team-a', ...extra });
  return { result, ms: performance.now() - started };
}

/** Both threads started and loaded: a long run on one, so the other has to take the second. */
async function warmBoth() {
  await Promise.all([
    timed('function main() { while (true) {} }', { timeoutMs: 200, tenant: 'warm-1' }),
    timed('function main() { return {} }', { tenant: 'warm-2' }),
  ]);
}

beforeAll(warmBoth, 30_000);

const HOST_NAMES = JSON.stringify(
  ['process', 'require', 'module', 'exports', 'Buffer', 'global', 'setTimeout', 'setInterval']
    .concat(['setImmediate', 'fetch', 'Deno', 'Bun', 'WebAssembly', 'XMLHttpRequest', 'os', 'std'])
    .concat(['scriptArgs', 'print', '__dirname', '__filename']),
);

/** Rows of ` :: `-separated cells: a table the formatter leaves as written. */
const table = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((row) => row.trim().split(' :: '));

/**
 * Each body returns { leaked } or fails; `isHost` spots a host's global object. A body that
 * awaits gets an async main; a cell before the body goes above main (an import).
 */
const ESCAPES = table(`
constructor chain to process :: return { leaked: this.constructor.constructor('return process')() !== undefined }
constructor chain to the global :: return { leaked: isHost(this.constructor.constructor('return this')()) }
function constructor, this :: return { leaked: (function(){}).constructor('return this')().process !== undefined }
tagged Function, process :: return { leaked: Function\`return process\`\`\` !== undefined }
tagged Function, this :: return { leaked: isHost(Function\`return this\`\`\`) }
tagged array constructor :: return { leaked: [].constructor.constructor\`return typeof process\`\`\` !== 'undefined' }
comma-called Function :: return { leaked: isHost((0, Function)\`return globalThis\`\`\`) }
sloppy this, mainModule :: return { leaked: (function () { return this })().process?.mainModule?.require !== undefined }
AsyncFunction constructor :: return { leaked: (await Object.getPrototypeOf(async function () {}).constructor('return typeof process')()) !== 'undefined' }
GeneratorFunction constructor :: return { leaked: Object.getPrototypeOf(function* () {}).constructor('yield typeof process')().next().value !== 'undefined' }
import('fs') :: await import('fs'); return { leaked: true }
import('node:child_process') :: const cp = await import('node:child_process'); return { leaked: typeof cp.execSync === 'function' }
import of 'std' and 'os' :: await import('std'); await import('os'); return { leaked: true }
static import :: import fs from 'fs'; :: return { leaked: true }
require('fs') :: return { leaked: require('fs') !== undefined }
quickjs-libc globals :: return { leaked: typeof os !== 'undefined' || typeof std !== 'undefined' || typeof scriptArgs !== 'undefined' }
prepareStackTrace frames :: Error.prepareStackTrace = (e, frames) => frames; const stack = new Error().stack; const reached = (Array.isArray(stack) ? stack : []).flatMap((f) => { try { return [f.getThis?.(), f.getFunction?.()] } catch { return [] } }); return { leaked: reached.some(isHost) || reached.some((f) => typeof f === 'function' && isHost(f.constructor('return this')())) }
captureStackTrace :: const o = {}; Error.captureStackTrace?.(o); return { leaked: /node:|file:|\\/work\\//.test(String(o.stack)) }
host paths in a stack :: try { null.x } catch (e) { return { leaked: /node:|file:|node_modules|\\.ts\\b/.test(e.stack) } }
globalThis.process :: return { leaked: globalThis.process !== undefined }
Deno and Bun :: return { leaked: typeof Deno !== 'undefined' || typeof Bun !== 'undefined' }
fetch and XMLHttpRequest :: return { leaked: typeof fetch !== 'undefined' || typeof XMLHttpRequest !== 'undefined' }
WebAssembly :: return { leaked: typeof WebAssembly !== 'undefined' }
Atomics.wait on a SharedArrayBuffer :: const cells = new Int32Array(new SharedArrayBuffer(16)); for (;;) Atomics.wait(cells, 0, 0, 1000);
Proxy as the global prototype :: const asked = []; Object.setPrototypeOf(globalThis, new Proxy({}, { has: (t, k) => { asked.push(String(k)); return false } })); return { leaked: typeof process !== 'undefined', asked }
Proxy function reaching its caller :: const p = new Proxy(function () {}, { apply: (t, self) => self }); return { leaked: isHost(p()) || isHost(Reflect.apply(p, undefined, [])) }
Symbol.species on Array :: class Evil extends Array { static get [Symbol.species]() { return function () { return Function('return this')() } } }; return { leaked: isHost(new Evil(1, 2, 3).map((x) => x)) }
Symbol.species on Promise :: let seen; class P extends Promise { static get [Symbol.species]() { return function (run) { run((v) => { seen = v }, () => {}) } } }; P.resolve(1).then((x) => x); await null; return { leaked: isHost(seen) }
arguments.callee.caller :: const c = arguments.callee.caller; return { leaked: c != null }
eval('process') :: return { leaked: eval('process') !== undefined }
new Function('return globalThis') :: const g = new Function('return globalThis')(); return { leaked: isHost(g) || Object.getOwnPropertyNames(g).some((n) => ${HOST_NAMES}.includes(n)) }
Date and Math.random :: return { leaked: false, now: typeof Date.now(), random: Math.random() < 1 }
`).map(([name = '', ...rest]) => {
  const body = rest.pop() ?? '';
  const main = body.includes('await') ? 'async function main' : 'function main';
  const isHost = `const isHost = (g) => g != null && ${HOST_NAMES}.some((n) => { try { return g[n] !== undefined } catch { return false } });`;
  return [name, `${rest.join('\n')}\n${isHost}\n${main}(input) { ${body} }`] as const;
});

const hostPath = /\/work\/|node_modules|file:|\.ts\b|\.mjs\b/;

function expectNoLeak(result: CodeResult) {
  if (result.ok) expect(result.value.leaked).toBe(false);
  else {
    expect(result.reason).toBe('error');
    expect(result.message).not.toMatch(hostPath);
  }
}

describe('code sandbox: results', () => {
  it('runs main on its input: strings, numbers, nested objects', async () => {
    const { result } = await timed(
      `function main(input) {
        const words = input.text.split(' ').map((w) => w[0].toUpperCase() + w.slice(1));
        return { title: words.join(' '), total: input.prices.reduce((a, b) => a + b, 0) * 1.5,
          nested: { list: [1, 'two', null, { deep: true }], count: words.length } };
      }`,
      { input: { text: 'hello small world', prices: [1, 2.5, 4] } },
    );
    expect(result).toEqual({
      ok: true,
      logs: [],
      value: {
        title: 'Hello Small World',
        total: 11.25,
        nested: { list: [1, 'two', null, { deep: true }], count: 3 },
      },
    });
  });

  it('settles an async main', async () => {
    const { result } = await timed(
      `async function main(input) {
        const later = await new Promise((resolve) => Promise.resolve().then(() => resolve(input.n + 41)));
        return { later };
      }`,
    );
    expect(result).toEqual({ ok: true, value: { later: 42 }, logs: [] });
  });

  it('keeps at most 50 log lines of 500 characters', async () => {
    const { result } = await timed(
      `function main() { for (let i = 0; i < 60; i++) console.log('line', i, { i }, 'x'.repeat(600)); return {} }`,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.logs).toHaveLength(50);
    expect(result.logs[0]).toMatch(/^line 0 \{"i":0\} x+$/);
    expect(result.logs.every((line) => line.length === 500)).toBe(true);
  });

  it('reports errors with their line, and no main as an error', async () => {
    const thrown = await timed('function main() {\n  null.x;\n}');
    expect(thrown.result).toMatchObject({ ok: false, reason: 'error' });
    expect(!thrown.result.ok && thrown.result.message).toMatch(/^TypeError: .*\(line 2/);
    const missing = await timed('const helper = 1;');
    expect(missing.result).toMatchObject({ ok: false, reason: 'error' });
  });

  it('refuses code, input and output past their sizes, and clamps the limits', async () => {
    const long = await timed(`function main() { return {} } //${'x'.repeat(100_000)}`);
    expect(long.result).toMatchObject({ ok: false, reason: 'too-large' });
    const big = await timed('function main() { return {} }', { input: { s: 'x'.repeat(1 << 20) } });
    expect(big.result).toMatchObject({ ok: false, reason: 'too-large' });
    const clamped = await timed('function main() { while (true) {} }', { timeoutMs: 1 });
    expect(clamped.result).toMatchObject({
      ok: false,
      reason: 'timeout',
      message: expect.stringContaining('10 ms'),
    });
  });
});

describe('code sandbox: escapes', () => {
  it('has at least 30 payloads', () => expect(ESCAPES.length).toBeGreaterThanOrEqual(30));

  for (const [name, code] of ESCAPES)
    it(`contains: ${name}`, async () => {
      const { result, ms } = await timed(code, { timeoutMs: 500 });
      expectNoLeak(result);
      expect(ms).toBeLessThan(500 + GRACE_MS);
    });

  it('does not carry prototype pollution into the next run', async () => {
    const polluted = await timed(`function main() {
      Object.prototype.polluted = 'yes'; Array.prototype.map = null; JSON.parse = () => ({ evil: 1 });
      globalThis.leftover = 1; return {};
    }`);
    expect(polluted.result.ok).toBe(true);
    const clean = await timed(`function main(input) {
      return { clean: ({}).polluted === undefined && [1].map((x) => x * 2)[0] === 2 &&
        typeof leftover === 'undefined' && input.n === 1 };
    }`);
    expect(clean.result).toEqual({ ok: true, value: { clean: true }, logs: [] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps __proto__ in JSON an own key, in and out', async () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as unknown;
    const { result } = await timed(
      `function main(input) {
        return { keys: Object.keys(input), inherited: input.polluted === true,
          global: ({}).polluted === true, out: JSON.parse('{"__proto__": {"x": 1}}') };
      }`,
      { input },
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.value).toMatchObject({
      keys: ['__proto__', 'a'],
      inherited: false,
      global: false,
    });
    const out = result.value.out as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('code sandbox: limits', () => {
  /** reasons :: deadline in ms :: what :: main's body */
  const limits = table(`
invalid-output :: 500 :: a getter that throws :: return { get x() { throw new Error('boom') } }
invalid-output :: 500 :: a function :: return function () {}
invalid-output :: 500 :: an array :: return [1, 2]
invalid-output :: 500 :: a toJSON turning into an array :: return { toJSON: () => [1] }
invalid-output :: 500 :: a cyclic object :: const o = {}; o.o = o; return o
too-large :: 500 :: a 2 MB string :: return { s: 'x'.repeat(2e6) }
error :: 500 :: deep recursion :: const f = (n) => f(n + 1) + 1; return { n: f(0) }
timeout :: 500 :: catastrophic backtracking :: return { m: /(a+)+$/.test('a'.repeat(40) + 'b') }
timeout :: 500 :: while (true) :: while (true) {}
timeout :: 500 :: a swallowed interrupt :: for (;;) { try { for (;;) {} } catch (e) {} }
timeout :: 500 :: a loop in finally :: try { while (true) {} } finally { while (true) {} }
timeout :: 500 :: an error whose message loops :: throw { get message() { for (;;) {} } }
memory timeout :: 1000 :: an allocation bomb :: let a = []; while (true) a.push(new Array(1e5).fill(1))
memory timeout :: 500 :: string doubling :: let s = 'x'; while (true) s += s
timeout memory :: 500 :: a promise job flood :: const j = () => { Promise.resolve().then(j); Promise.resolve().then(j) }; j(); await new Promise(() => {})
`);

  limits.push(['timeout', '1000', 'native work between interrupts', SORT_BOMB]);

  for (const [reasons = '', deadline, name, body = ''] of limits)
    it(`stops ${name}`, { timeout: 15_000 }, async () => {
      const timeoutMs = Number(deadline);
      const main = body.includes('await') ? 'async function main' : 'function main';
      const code = body.startsWith('function main') ? body : `${main}() { ${body} }`;
      const { result, ms } = await timed(code, { timeoutMs });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(reasons.split(' ')).toContain(result.reason);
      expect(ms).toBeLessThan(timeoutMs + GRACE_MS);
      if (reasons.includes('timeout') || ms > 100)
        report(`${name}: answered in ${ms.toFixed(0)} ms`);
    });
});

describe('code sandbox: threads', () => {
  it('runs another tenant at once while one runs a bomb', { timeout: 30_000 }, async () => {
    await warmBoth();
    const bomb = timed(SORT_BOMB, { tenant: 'team-a', timeoutMs: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = await timed('function main(input) { return { n: input.n + 1 } }', {
      tenant: 'team-b',
    });
    report(`another tenant's run beside a bomb: ${other.ms.toFixed(1)} ms`);
    expect(other.result).toEqual({ ok: true, value: { n: 2 }, logs: [] });
    expect(other.ms).toBeLessThan(150);
    const stopped = await bomb;
    report(`bomb stopped after ${stopped.ms.toFixed(0)} ms (deadline 1000 ms)`);
    expect(stopped.result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(stopped.ms).toBeLessThan(1000 + GRACE_MS);
  });

  it("queues a tenant's second run behind its first", { timeout: 30_000 }, async () => {
    await warmBoth();
    const first = timed('function main() { while (true) {} }', {
      tenant: 'team-c',
      timeoutMs: 300,
    });
    const second = timed('function main() { return { second: true } }', { tenant: 'team-c' });
    const [a, b] = await Promise.all([first, second]);
    expect(a.result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(b.result.ok).toBe(true);
    expect(b.ms).toBeGreaterThanOrEqual(a.ms - 5);
  });

  it('keeps serving after a thread was stopped', { timeout: 30_000 }, async () => {
    const stopped = await timed(SORT_BOMB, { timeoutMs: 200 });
    expect(stopped.result).toMatchObject({ ok: false, reason: 'timeout' });
    const after = await timed('function main(input) { return { alive: input.n } }');
    expect(after.result).toEqual({ ok: true, value: { alive: 1 }, logs: [] });
  });

  it('costs little per run', { timeout: 30_000 }, async () => {
    const runs = 100;
    const started = performance.now();
    for (let i = 0; i < runs; i++)
      await sandbox.run({
        code: 'function main(i) { return { i: i.n } }',
        input: { n: i },
        tenant: 'cost',
      });
    const each = (performance.now() - started) / runs;
    report(`per run: ${each.toFixed(2)} ms`);
    expect(each).toBeLessThan(50);
  });
});
