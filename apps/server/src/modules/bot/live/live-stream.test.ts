import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { reserveStream } from './live-stream';

/** A reply whose connection closes when the test says. */
const reply = () => {
  const raw = new EventEmitter();
  return { reply: { raw } as unknown as FastifyReply, close: () => raw.emit('close') };
};

describe('reserveStream', () => {
  it('holds each holder to its allowance until a stream of theirs closes', () => {
    const [a, b, c] = [reply(), reply(), reply()];
    expect(reserveStream(a.reply, 'address:203.0.113.1', 2)).toBe(true);
    expect(reserveStream(b.reply, 'address:203.0.113.1', 2)).toBe(true);
    expect(reserveStream(c.reply, 'address:203.0.113.1', 2)).toBe(false);
    // Another holder has an allowance of its own.
    expect(reserveStream(c.reply, 'address:203.0.113.2', 2)).toBe(true);
    a.close();
    expect(reserveStream(reply().reply, 'address:203.0.113.1', 2)).toBe(true);
    expect(reserveStream(reply().reply, 'address:203.0.113.1', 2)).toBe(false);
  });
});
