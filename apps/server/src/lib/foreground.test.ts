import { describe, expect, it } from 'vitest';
import { ForegroundGate } from './foreground';

describe('ForegroundGate', () => {
  it('lets background work go on at once when nothing is in the foreground', async () => {
    const gate = new ForegroundGate();
    let went = false;
    await gate.idle(10_000).then(() => (went = true));
    expect(went).toBe(true);
  });

  it('holds background work until the foreground work ends', async () => {
    const gate = new ForegroundGate();
    const leaveA = gate.enter();
    const leaveB = gate.enter();
    let went = false;
    const waiting = gate.idle(10_000).then(() => (went = true));
    leaveA();
    leaveA(); // a second call does not end B's work
    await new Promise((r) => setTimeout(r, 20));
    expect(went).toBe(false);
    leaveB();
    await waiting;
    expect(went).toBe(true);
    expect(gate.busy).toBe(false);
  });

  it('never holds background work longer than asked', async () => {
    const gate = new ForegroundGate();
    gate.enter();
    const started = Date.now();
    await gate.idle(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(gate.busy).toBe(true);
  });
});
