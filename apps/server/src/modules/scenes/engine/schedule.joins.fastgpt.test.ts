/**
 * One small scene per join bug reported against FastGPT, most of them runs that ended silently
 * halfway. Where the report's workflow is not public in full, the scene is a plausible distinct
 * if-else + join shape of the kind described; each states the right run by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  at,
  delayOrders,
  expectAfter,
  expectOutcome,
  play,
  priorFrom,
} from './schedule.joins.support';

describe('schedule: joins in the shapes FastGPT got wrong', () => {
  it('FastGPT #5769: the node after a parallel fan-out waits for every branch, the longest too', async () => {
    const spec = {
      edges: [
        'start -> P',
        'P -> B1',
        'P -> B2a',
        'B2a -> B2b',
        'B2b -> B2c',
        'P -> B3',
        'B1 -> J',
        'B2c -> J',
        'B3 -> J',
        'J -> loop',
        'loop -> after',
      ],
      delay: { B2a: 5, B2b: 5, B2c: 5, B3: 2 },
    };
    const t = await play(spec);
    expectOutcome(t, spec, {
      ran: ['start', 'P', 'B1', 'B2a', 'B2b', 'B2c', 'B3', 'J', 'loop', 'after'],
      skipped: [],
    });
    expectAfter(t, 'J', 'B1', 'B2c', 'B3');
    expectAfter(t, 'loop', 'J');
  });

  it('FastGPT #6596: a node fed both from the start and from a path after it neither deadlocks nor ends the run', async () => {
    const diamond = { edges: ['start -> A', 'A -> B', 'start -> B'] };
    const t = await play(diamond);
    expectOutcome(t, diamond, { ran: ['start', 'A', 'B'], skipped: [] });
    expectAfter(t, 'B', 'A');
    const edges = ['start -> IF', 'IF.yes -> A', 'A -> B', 'start -> B', 'IF.no -> N'];
    const no = { edges, choose: { IF: 'no' } };
    const tNo = await play(no);
    expectOutcome(tNo, no, { ran: ['start', 'IF', 'N', 'B'], skipped: ['A'] });
    expectAfter(tNo, 'B', 'IF');
    const yes = { edges, choose: { IF: 'yes' } };
    const tYes = await play(yes);
    expectOutcome(tYes, yes, { ran: ['start', 'IF', 'A', 'B'], skipped: ['N'] });
    expectAfter(tYes, 'B', 'A');
  });

  it('FastGPT #4137: after a confirmation inside an if-else branch, the run resumes into the reply and the join', async () => {
    const edges = [
      'start -> IF',
      'IF.wo -> confirm',
      'confirm.ok -> reply',
      'reply -> end',
      'IF.other -> other',
      'other -> end',
    ];
    const asking = { edges, choose: { IF: 'wo' }, waiting: ['confirm'] };
    const t1 = await play(asking);
    expectOutcome(t1, asking, {
      ran: ['start', 'IF', 'confirm'],
      skipped: ['other'],
      waiting: ['confirm'],
    });
    const answered = { edges, choose: { IF: 'wo', confirm: 'ok' } };
    const prior = priorFrom(asking, t1);
    const t2 = await play(answered, 10, prior);
    expectOutcome(t2, answered, { ran: ['confirm', 'reply', 'end'], skipped: [] }, prior);
    expectAfter(t2, 'end', 'reply');
  });

  it('FastGPT #5655: two chained user choices, each resumed, lead on into the join', async () => {
    const edges = [
      'start -> sel1',
      'sel1.custom -> sel2',
      'sel1.other -> O1',
      'sel2.ping -> ping',
      'sel2.trace -> trace',
      'ping -> J',
      'trace -> J',
      'O1 -> J',
      'J -> done',
    ];
    const first = { edges, waiting: ['sel1'] };
    const t1 = await play(first);
    expectOutcome(t1, first, { ran: ['start', 'sel1'], skipped: [], waiting: ['sel1'] });
    const second = { edges, choose: { sel1: 'custom' }, waiting: ['sel2'] };
    const prior1 = priorFrom(first, t1);
    const t2 = await play(second, 10, prior1);
    expectOutcome(
      t2,
      second,
      { ran: ['sel1', 'sel2'], skipped: ['O1'], waiting: ['sel2'] },
      prior1,
    );
    const third = { edges, choose: { sel1: 'custom', sel2: 'ping' } };
    const prior2 = priorFrom(second, t2, prior1);
    const t3 = await play(third, 10, prior2);
    expectOutcome(t3, third, { ran: ['sel2', 'ping', 'J', 'done'], skipped: ['trace'] }, prior2);
    expectAfter(t3, 'J', 'ping');
  });

  it('FastGPT #6506: an if-else case with nothing attached skips its branches, not the live join', async () => {
    const wired = ['start -> IF', 'IF.a -> A', 'IF.b -> B', 'A -> J', 'B -> J', 'J -> end'];
    const withSide = {
      edges: [...wired, 'start -> X', 'X -> J'],
      choose: { IF: 'c' },
      delay: { X: 5 },
    };
    const t = await play(withSide);
    expectOutcome(t, withSide, { ran: ['start', 'IF', 'X', 'J', 'end'], skipped: ['A', 'B'] });
    expectAfter(t, 'J', 'IF', 'X');
    // Nothing live is left: the run ends done, with everything after the case skipped.
    const alone = { edges: wired, choose: { IF: 'c' } };
    expectOutcome(await play(alone), alone, {
      ran: ['start', 'IF'],
      skipped: ['A', 'B', 'J', 'end'],
    });
  });

  it('FastGPT #3632: if-else branches of different lengths reconverge, whatever order things finish in', async () => {
    const edges = [
      'start -> IF',
      'start -> S',
      'IF.true -> A1',
      'A1 -> A2',
      'A2 -> A3',
      'A3 -> J',
      'IF.false -> B',
      'B -> J',
      'S -> J',
      'J -> after',
    ];
    for (const delay of delayOrders(['A1', 'B', 'S', 'IF'], [0, 4])) {
      const yes = { edges, choose: { IF: 'true' }, delay };
      const tYes = await play(yes, 2);
      expectOutcome(tYes, yes, {
        ran: ['start', 'IF', 'S', 'A1', 'A2', 'A3', 'J', 'after'],
        skipped: ['B'],
      });
      expectAfter(tYes, 'J', 'A3', 'S');
      const no = { edges, choose: { IF: 'false' }, delay };
      const tNo = await play(no, 2);
      expectOutcome(tNo, no, {
        ran: ['start', 'IF', 'S', 'B', 'J', 'after'],
        skipped: ['A1', 'A2', 'A3'],
      });
      expectAfter(tNo, 'J', 'B', 'S');
    }
  });

  it('FastGPT #5113: nested if-else into one join, an any-join on the innermost, skips through a chain', async () => {
    const edges = [
      'start -> IF1',
      'IF1.yes -> IF2',
      'IF1.no -> N1',
      'N1 -> N2',
      'N2 -> N3',
      'N3 -> J',
      'IF2.yes -> IF3',
      'IF2.no -> M2',
      'M2 -> J',
      'IF3.yes -> IF4',
      'IF3.no -> J',
      'IF4.a -> Y',
      'IF4.b -> Z',
      'Y -> K',
      'Z -> K',
      'K -> J',
      'J -> end',
    ];
    const deep = { edges, any: ['K'], choose: { IF1: 'yes', IF2: 'yes', IF3: 'yes', IF4: 'b' } };
    const t = await play(deep);
    expectOutcome(t, deep, {
      ran: ['start', 'IF1', 'IF2', 'IF3', 'IF4', 'Z', 'K', 'J', 'end'],
      skipped: ['N1', 'N2', 'N3', 'M2', 'Y'],
    });
    expectAfter(t, 'K', 'Z');
    expectAfter(t, 'J', 'K');
    const shallow = { edges, any: ['K'], choose: { IF1: 'yes', IF2: 'yes', IF3: 'no' } };
    const t2 = await play(shallow);
    expectOutcome(t2, shallow, {
      ran: ['start', 'IF1', 'IF2', 'IF3', 'J', 'end'],
      skipped: ['N1', 'N2', 'N3', 'M2', 'IF4', 'Y', 'Z', 'K'],
    });
    // An any-join after an if-else starts on the live case, without waiting for a slow side input.
    const race = {
      edges: [
        'start -> IF',
        'IF.a -> Y',
        'IF.b -> Z',
        'start -> slow',
        'Y -> K',
        'Z -> K',
        'slow -> K',
        'K -> end',
      ],
      any: ['K'],
      choose: { IF: 'b' },
      delay: { slow: 30 },
    };
    const t3 = await play(race);
    expectOutcome(t3, race, { ran: ['start', 'IF', 'Z', 'slow', 'K', 'end'], skipped: ['Y'] });
    expectAfter(t3, 'K', 'Z');
    expect(at(t3, 'start', 'K')).toBeLessThan(at(t3, 'end', 'slow'));
  });
});
