import type { ReactNode } from 'react';
import { usePermission } from '@/lib/permission';

interface PermissionProps {
  roles: readonly string[];
  children: ReactNode;
}

/** Renders its children only for users holding one of `roles` (spec §5's directive, in React). */
export function Permission({ roles, children }: PermissionProps) {
  return usePermission(roles) ? children : null;
}
