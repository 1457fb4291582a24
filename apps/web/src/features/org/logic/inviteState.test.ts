import type { Invite } from '@miaoyu/contracts/orgs';
import { describe, expect, it } from 'vitest';
import { inviteState, inviteStateColor } from './inviteState';

const now = new Date('2026-01-10T00:00:00.000Z');
const base: Invite = {
  id: '1',
  code: 'abcdefghijklmnop',
  role: 'member',
  phone: null,
  maxUses: 1,
  uses: 0,
  expiresAt: '2026-01-11T00:00:00.000Z',
  revoked: false,
  createdAt: '2026-01-09T00:00:00.000Z',
};

describe('invite state', () => {
  it('is valid until used up, expired or revoked, in the server’s order', () => {
    expect(inviteState(base, now)).toBe('valid');
    expect(inviteState({ ...base, uses: 1 }, now)).toBe('used');
    expect(inviteState({ ...base, expiresAt: '2026-01-09T23:59:59.000Z' }, now)).toBe('expired');
    expect(inviteState({ ...base, expiresAt: now.toISOString() }, now)).toBe('expired');
    expect(inviteState({ ...base, revoked: true, uses: 1 }, now)).toBe('revoked');
    expect(inviteState({ ...base, uses: 5, expiresAt: '2026-01-01T00:00:00.000Z' }, now)).toBe(
      'used',
    );
  });

  it('never runs out when uses are unlimited', () => {
    expect(inviteState({ ...base, maxUses: null, uses: 999 }, now)).toBe('valid');
  });

  it('maps each state to its own tag colour', () => {
    expect(inviteStateColor).toEqual({
      valid: 'green',
      expired: 'orange',
      used: 'gray',
      revoked: 'red',
    });
  });
});
