import { createContext, useContext } from 'react';

/**
 * The signed-in user's platform role. The app layer provides it from the auth store, so
 * shared components can check roles without reaching into a feature, and every check
 * re-renders at once when the role changes.
 */
export const RoleContext = createContext<string | undefined>(undefined);

/**
 * Spec §5: roles must be an array, else `need roles!`. An empty list lets everyone through;
 * `*` does too; otherwise the role must be listed.
 */
export function hasRole(roles: unknown, role: string | undefined): boolean {
  if (!Array.isArray(roles)) throw new Error('need roles!');
  if (roles.length === 0 || roles.includes('*')) return true;
  return role !== undefined && roles.includes(role);
}

/** Whether the current user holds one of `roles`. */
export function usePermission(roles: readonly string[]): boolean {
  return hasRole(roles, useContext(RoleContext));
}
