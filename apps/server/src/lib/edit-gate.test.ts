import { describe, expect, it } from 'vitest';
import type { Caller } from './scope';
import { mayEdit } from './edit-gate';

const caller = { user: { id: 7n }, tokenId: 0n } as unknown as Caller;

describe('mayEdit', () => {
  it("lets an item's author and the team's managers change it, no other member", () => {
    expect(mayEdit(7n, caller, 'member')).toBe(true);
    expect(mayEdit(8n, caller, 'owner')).toBe(true);
    expect(mayEdit(8n, caller, 'admin')).toBe(true);
    expect(mayEdit(8n, caller, 'member')).toBe(false);
    // An item whose author left the team is its managers' alone.
    expect(mayEdit(null, caller, 'member')).toBe(false);
  });
});
