import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeSharedCodeSandbox,
  CodeSandbox,
  sharedCodeSandbox,
  type CodeResult,
  type CodeRun,
} from './code-pool';
import { ESCAPES, table } from './escape-payloads';

const sandbox = new CodeSandbox({ threads: 2 });
afterAll(() => sandbox.close());

/**
 * The product's promise is an answer by the deadline plus 250 ms, which `npm run bench:scenes`
 * holds on a quiet machine. Inside the suite the other test runners share the two cores, and a
 * timer fires late by what they take: a run not stopped at all would still be far past this.
 */
const GRACE_MS = process.env.STRICT_TIMING === '1' ? 250 : 750;
/** Native work QuickJS's interrupt does not see: each sort runs long between two checks. */
const SORT_BOMB = `function main() {
  const a = [];
  for (let i = 0; i < 1e4; i++) a.push(String(i));
  for (;;) a.slice().sort();
}`;

const LOOP = 'function main() { while (true) {} }';
const report = (line: string) => process.stdout.write(`${line}\n`);

async function timed(code: string, extra: Partial<CodeRun> = {}) {
  const started = performance.now();
  const result = await sandbox.run({ code, input: { n: 1 }, tenant: 'team-a', ...extra });
  return { result, ms: performance.now() - started };
}

/** Both threads started and loaded: a long run on one, so the other has to take the second. */
async function warmBoth() {
  await Promise.all([
    timed(LOOP, { timeoutMs: 200, tenant: 'warm-1' }),
    timed('function main() { return {} }', { tenant: 'warm-2' }),
  ]);
}

beforeAll(warmBoth, 30_000);

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
    const nested = { list: [1, 'two', null, { deep: true }], count: 3 };
    const value = { title: 'Hello Small World', total: 11.25, nested };
    expect(result).toEqual({ ok: true, value, logs: [] });
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
    const clamped = await timed(LOOP, { timeoutMs: 1 });
    expect(clamped.result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(JSON.stringify(clamped.result)).toContain('longer than 10 ms');
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
    const { keys, inherited, global } = result.value;
    expect([keys, inherited, global]).toEqual([['__proto__', 'a'], false, false]);
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
    // Held back behind the bomb, it would wait its whole second.
    expect(other.ms).toBeLessThan(process.env.STRICT_TIMING === '1' ? 150 : 400);
    const stopped = await bomb;
    report(`bomb stopped after ${stopped.ms.toFixed(0)} ms (deadline 1000 ms)`);
    expect(stopped.result).toMatchObject({ ok: false, reason: 'timeout' });
    expect(stopped.ms).toBeLessThan(1000 + GRACE_MS);
  });

  it("queues a tenant's second run behind its first", { timeout: 30_000 }, async () => {
    await warmBoth();
    const first = timed(LOOP, { tenant: 'team-c', timeoutMs: 300 });
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

  it('makes the shared sandbox anew once it was closed', { timeout: 30_000 }, async () => {
    const first = sharedCodeSandbox();
    await closeSharedCodeSandbox();
    const second = sharedCodeSandbox();
    expect(second).not.toBe(first);
    const result = await second.run({ code: 'function main() { return { n: 1 } }', tenant: 't' });
    expect(result).toEqual({ ok: true, value: { n: 1 }, logs: [] });
    await closeSharedCodeSandbox();
  });

  it('costs little per run', { timeout: 30_000 }, async () => {
    const runs = 100;
    const started = performance.now();
    for (let i = 0; i < runs; i++)
      await timed('function main(i) { return { i: i.n } }', { input: { n: i }, tenant: 'cost' });
    const each = (performance.now() - started) / runs;
    report(`per run: ${each.toFixed(2)} ms`);
    expect(each).toBeLessThan(50);
  });
});

describe('code sandbox: the line and stopping', () => {
  it(
    "fails a run at once as busy when its tenant's line is full",
    { timeout: 30_000 },
    async () => {
      const small = new CodeSandbox({ threads: 2, maxQueuedPerTenant: 2 });
      try {
        const run = (code: string, timeoutMs?: number) =>
          small.run({ code, timeoutMs, tenant: 'crowd' });
        const running = run(LOOP, 500);
        const waiting = [
          run('function main() { return { a: 1 } }'),
          run('function main() { return { b: 1 } }'),
        ];
        const started = performance.now();
        const refused = await run('function main() { return { c: 1 } }');
        expect(refused).toMatchObject({ ok: false, reason: 'busy' });
        expect(performance.now() - started).toBeLessThan(50);
        // Another tenant is not held by this one's full line.
        expect(
          await small.run({ code: 'function main() { return {} }', tenant: 'calm' }),
        ).toMatchObject({ ok: true });
        expect(await running).toMatchObject({ ok: false, reason: 'timeout' });
        expect((await Promise.all(waiting)).map((r) => r.ok)).toEqual([true, true]);
      } finally {
        await small.close();
      }
    },
  );

  it(
    'takes a run whose signal aborts out of the line, without running it',
    { timeout: 30_000 },
    async () => {
      await warmBoth();
      const first = timed(LOOP, { tenant: 'team-d', timeoutMs: 600 });
      const stop = new AbortController();
      const second = timed('function main() { return { ran: true } }', {
        tenant: 'team-d',
        signal: stop.signal,
      });
      const third = timed('function main() { return { third: true } }', { tenant: 'team-d' });
      setTimeout(() => stop.abort(), 50);
      const left = await second;
      expect(left.result).toMatchObject({ ok: false, reason: 'stopped' });
      expect(left.ms).toBeLessThan(300);
      const [a, c] = await Promise.all([first, third]);
      expect(a.result).toMatchObject({ ok: false, reason: 'timeout' });
      // The run behind it still gets its turn.
      expect(c.result).toEqual({ ok: true, value: { third: true }, logs: [] });
      const already = await timed('function main() { return {} }', { signal: AbortSignal.abort() });
      expect(already.result).toMatchObject({ ok: false, reason: 'stopped' });
    },
  );

  it(
    'stops a running run when its signal aborts, as at its deadline',
    { timeout: 30_000 },
    async () => {
      await warmBoth();
      const stop = new AbortController();
      const running = timed(SORT_BOMB, {
        tenant: 'team-e',
        timeoutMs: 10_000,
        signal: stop.signal,
      });
      setTimeout(() => stop.abort(), 200);
      const { result, ms } = await running;
      report(`a running bomb stopped by its signal after ${ms.toFixed(0)} ms (aborted at 200 ms)`);
      expect(result).toMatchObject({ ok: false, reason: 'stopped' });
      expect(ms).toBeLessThan(200 + GRACE_MS);
      const after = await timed('function main(input) { return { alive: input.n } }', {
        tenant: 'team-e',
      });
      expect(after.result).toEqual({ ok: true, value: { alive: 1 }, logs: [] });
    },
  );
});
