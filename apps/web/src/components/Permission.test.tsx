import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Permission } from './Permission';
import { hasRole, RoleContext, usePermission } from '@/lib/permission';

function Answer({ roles }: { roles: string[] }) {
  return <p>{usePermission(roles) ? 'yes' : 'no'}</p>;
}

describe('hasRole', () => {
  it('lets a listed role, `*` and an empty list through', () => {
    expect(hasRole(['admin'], 'admin')).toBe(true);
    expect(hasRole(['*'], 'user')).toBe(true);
    expect(hasRole([], undefined)).toBe(true);
    expect(hasRole(['admin'], 'user')).toBe(false);
    expect(hasRole(['admin'], undefined)).toBe(false);
  });

  it.each([undefined, null, 'admin', { admin: true }, 3])('throws need roles! for %s', (roles) => {
    expect(() => hasRole(roles, 'admin')).toThrow('need roles!');
  });
});

describe('Permission and usePermission', () => {
  it('renders children only for the listed roles', () => {
    render(
      <RoleContext.Provider value="user">
        <Permission roles={['admin']}>
          <p>admin only</p>
        </Permission>
        <Permission roles={['user', 'admin']}>
          <p>members too</p>
        </Permission>
        <Answer roles={['admin']} />
      </RoleContext.Provider>,
    );
    expect(screen.queryByText('admin only')).toBeNull();
    expect(screen.getByText('members too')).toBeTruthy();
    expect(screen.getByText('no')).toBeTruthy();
  });

  it('throws need roles! when not given an array', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const roles = 'admin' as unknown as string[];
    expect(() => render(<Permission roles={roles}>x</Permission>)).toThrow('need roles!');
    expect(() => render(<Answer roles={roles} />)).toThrow('need roles!');
  });

  it('reacts at once when the role changes', () => {
    const ui = (role: string) => (
      <RoleContext.Provider value={role}>
        <Permission roles={['admin']}>
          <p>admin only</p>
        </Permission>
        <Answer roles={['admin']} />
      </RoleContext.Provider>
    );
    const { rerender } = render(ui('user'));
    expect(screen.queryByText('admin only')).toBeNull();
    rerender(ui('admin'));
    expect(screen.getByText('admin only')).toBeTruthy();
    expect(screen.getByText('yes')).toBeTruthy();
    rerender(ui('user'));
    expect(screen.queryByText('admin only')).toBeNull();
  });
});
