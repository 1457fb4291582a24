import { describe, expect, it } from 'vitest';
import { canManage, grantableRoles, memberActions } from './roles';

describe('member actions by role', () => {
  it('lets the owner change roles, remove and transfer for others, never leave', () => {
    expect(memberActions('owner', 'admin', false)).toEqual({
      roles: ['admin', 'member'],
      remove: true,
      transfer: true,
      leave: false,
    });
    expect(memberActions('owner', 'member', false).roles).toEqual(['admin', 'member']);
    expect(memberActions('owner', 'owner', true)).toEqual({
      roles: [],
      remove: false,
      transfer: false,
      leave: false,
    });
  });

  it('lets an admin remove members only, with no role choice and no transfer', () => {
    expect(memberActions('admin', 'member', false)).toEqual({
      roles: [],
      remove: true,
      transfer: false,
      leave: false,
    });
    expect(memberActions('admin', 'admin', false).remove).toBe(false);
    expect(memberActions('admin', 'owner', false).remove).toBe(false);
    expect(memberActions('admin', 'admin', true).leave).toBe(true);
  });

  it('gives a member nothing but leaving', () => {
    for (const target of ['owner', 'admin', 'member'] as const)
      expect(memberActions('member', target, false)).toEqual({
        roles: [],
        remove: false,
        transfer: false,
        leave: false,
      });
    expect(memberActions('member', 'member', true).leave).toBe(true);
  });

  it('grants only roles below mine, and only owners and admins manage', () => {
    expect(grantableRoles('owner')).toEqual(['admin', 'member']);
    expect(grantableRoles('admin')).toEqual(['member']);
    expect(grantableRoles('member')).toEqual([]);
    expect([canManage('owner'), canManage('admin'), canManage('member')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
