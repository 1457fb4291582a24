/**
 * One small scene per join bug reported against Dify: each is the reported shape, and the test
 * states the right run: which nodes run, once, after which, and how the run ends. A join must
 * never run early, never wait forever, and the run must never end silently with live branches.
 */
import { describe, expect, it } from 'vitest';
import { at, delayOrders, expectAfter, expectOutcome, play } from './schedule.joins.support';
import { schedule } from './schedule';

describe('schedule: joins in the shapes Dify got wrong', () => {
  it('Dify #11756: a merge after parallel branches, one holding an if-else, waits for all of them', async () => {
    const base = [
      'start -> IF',
      'start -> B',
      'IF.true -> A1',
      'IF.false -> A2',
      'A1 -> M',
      'A2 -> M',
      'B -> M',
      'M -> end',
    ];
    for (const [choice, live, dead] of [
      ['true', 'A1', 'A2'],
      ['false', 'A2', 'A1'],
    ] as const) {
      const spec = { edges: base, choose: { IF: choice }, delay: { B: 20 } };
      const t = await play(spec);
      expectOutcome(t, spec, { ran: ['start', 'IF', 'B', live, 'M', 'end'], skipped: [dead] });
      expectAfter(t, 'M', live, 'B');
    }
  });

  it('Dify #12492: two parallel if-else both true still reach their merge node', async () => {
    const edges = [
      'start -> IF1',
      'start -> IF2',
      'IF1.true -> M',
      'IF2.true -> M',
      'IF1.false -> E1',
      'IF2.false -> E2',
      'M -> end',
    ];
    const both = { edges, choose: { IF1: 'true', IF2: 'true' }, delay: { IF2: 10 } };
    const t = await play(both);
    expectOutcome(t, both, { ran: ['start', 'IF1', 'IF2', 'M', 'end'], skipped: ['E1', 'E2'] });
    expectAfter(t, 'M', 'IF1', 'IF2');
    const mixed = { edges, choose: { IF1: 'true', IF2: 'false' } };
    expectOutcome(await play(mixed), mixed, {
      ran: ['start', 'IF1', 'IF2', 'M', 'E2', 'end'],
      skipped: ['E1'],
    });
    const neither = { edges, choose: { IF1: 'false', IF2: 'false' } };
    expectOutcome(await play(neither), neither, {
      ran: ['start', 'IF1', 'IF2', 'E1', 'E2'],
      skipped: ['M', 'end'],
    });
  });

  it('Dify #17377: an output fed by a slow branch waits for it instead of reading nothing', async () => {
    const edges = [
      'start -> B1',
      'start -> B2',
      'start -> B3',
      'start -> B4',
      'start -> B5',
      'B3 -> out',
      'B4 -> out',
    ];
    const spec = { edges, delay: { B3: 40, B1: 5, B2: 5, B5: 5 } };
    const t = await play(spec);
    expectOutcome(t, spec, { ran: ['start', 'B1', 'B2', 'B3', 'B4', 'B5', 'out'], skipped: [] });
    expectAfter(t, 'out', 'B3', 'B4');
  });

  it('Dify #18933: nested parallel branches into one join run every node exactly once', async () => {
    const edges = [
      'start -> A',
      'start -> B',
      'A -> A1',
      'A -> A2',
      'A1 -> J',
      'A2 -> J',
      'B -> J',
      'J -> K',
    ];
    for (const delay of delayOrders(['A1', 'A2', 'B'], [0, 3, 8])) {
      const spec = { edges, delay };
      const t = await play(spec);
      expectOutcome(t, spec, { ran: ['start', 'A', 'B', 'A1', 'A2', 'J', 'K'], skipped: [] });
      expectAfter(t, 'J', 'A1', 'A2', 'B');
    }
  });

  it('Dify #22096: which if-else branch is wired to the shared node does not change reachability', async () => {
    const ifs = ['start -> IF1', 'start -> IF2', 'start -> IF3'];
    const choose = { IF1: 'true', IF2: 'false', IF3: 'false' };
    const falseShared = {
      edges: [
        ...ifs,
        'IF1.true -> T1',
        'IF2.true -> T2',
        'IF3.true -> T3',
        'IF1.false -> C',
        'IF2.false -> C',
        'IF3.false -> C',
      ],
      choose,
    };
    const t1 = await play(falseShared);
    expectOutcome(t1, falseShared, {
      ran: ['start', 'IF1', 'IF2', 'IF3', 'T1', 'C'],
      skipped: ['T2', 'T3'],
    });
    const trueShared = {
      edges: [
        ...ifs,
        'IF1.true -> T',
        'IF2.true -> T',
        'IF3.true -> T',
        'IF1.false -> F1',
        'IF2.false -> F2',
        'IF3.false -> F3',
      ],
      choose,
    };
    const t2 = await play(trueShared);
    expectOutcome(t2, trueShared, {
      ran: ['start', 'IF1', 'IF2', 'IF3', 'T', 'F2', 'F3'],
      skipped: ['F1'],
    });
    expectAfter(t2, 'T', 'IF1', 'IF2', 'IF3');
  });

  it('Dify #29450: parallel branches overlap in time when the limit allows it', async () => {
    const spec = {
      edges: ['start -> P1', 'start -> P2', 'start -> P3', 'P1 -> J', 'P2 -> J', 'P3 -> J'],
      delay: { P1: 25, P2: 25, P3: 25 },
    };
    const want = { ran: ['start', 'P1', 'P2', 'P3', 'J'], skipped: [] };
    const wide = await play(spec, 3);
    expectOutcome(wide, spec, want);
    // All three started before any of them ended.
    for (const p of ['P1', 'P2', 'P3'])
      expect(at(wide, 'start', p)).toBeLessThan(at(wide, 'end', 'P1'));
    expect(wide.maxRunning).toBe(3);
    const two = await play(spec, 2);
    expectOutcome(two, spec, want);
    expect(two.maxRunning).toBe(2);
    const one = await play(spec, 1);
    expectOutcome(one, spec, want);
    expect(one.maxRunning).toBe(1);
  });

  it('Dify #10181: an extra node before a merge neither ends the run early nor wakes a dead merge', async () => {
    const edges = [
      'start -> IF',
      'IF.c1 -> B1',
      'B1 -> end1',
      'IF.c2 -> B2',
      'B2 -> X',
      'X -> M',
      'IF.c3 -> B3',
      'B3 -> M',
      'M -> end2',
    ];
    const c1 = { edges, choose: { IF: 'c1' } };
    expectOutcome(await play(c1), c1, {
      ran: ['start', 'IF', 'B1', 'end1'],
      skipped: ['B2', 'X', 'B3', 'M', 'end2'],
    });
    const c2 = { edges, choose: { IF: 'c2' }, delay: { X: 10 } };
    const t2 = await play(c2);
    expectOutcome(t2, c2, {
      ran: ['start', 'IF', 'B2', 'X', 'M', 'end2'],
      skipped: ['B1', 'end1', 'B3'],
    });
    expectAfter(t2, 'M', 'X');
    const c3 = { edges, choose: { IF: 'c3' } };
    expectOutcome(await play(c3), c3, {
      ran: ['start', 'IF', 'B3', 'M', 'end2'],
      skipped: ['B1', 'end1', 'B2', 'X'],
    });
  });

  it('Dify #19081: three parallel nodes into one end run, even with a limit below the branch count', async () => {
    const spec = {
      edges: ['start -> A', 'start -> B', 'start -> C', 'A -> end', 'B -> end', 'C -> end'],
      delay: { A: 12, B: 4, C: 8 },
    };
    for (const parallel of [1, 2, 3]) {
      const t = await play(spec, parallel);
      expectOutcome(t, spec, { ran: ['start', 'A', 'B', 'C', 'end'], skipped: [] });
      expectAfter(t, 'end', 'A', 'B', 'C');
    }
  });
});

describe('a stopped run', () => {
  it('is stopped, not failed, when its nodes end by the stop', async () => {
    const stop = new AbortController();
    const result = await schedule({
      nodes: [
        { id: 'start', join: 'all' },
        { id: 'slow', join: 'all' },
      ],
      edges: [{ source: 'start', sourceHandle: 'out', target: 'slow' }],
      parallel: 2,
      signal: stop.signal,
      run: (id, signal) =>
        id === 'start'
          ? Promise.resolve({ status: 'done', handles: ['out'] })
          : new Promise((_, reject) => {
              signal.addEventListener('abort', () => reject(new Error('aborted')));
              setTimeout(() => stop.abort('stop'), 5);
            }),
    });
    expect(result).toEqual({ status: 'stopped' });
  });
});
