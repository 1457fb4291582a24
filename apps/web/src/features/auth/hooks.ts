import { useMutation } from '@tanstack/react-query';
import { useAuthStore } from './store';

/** Sign-in as a mutation (pending and error state for the form); the store does the work. */
export function useLogin() {
  const login = useAuthStore((state) => state.login);
  return useMutation({ mutationFn: login });
}

export function useLogout() {
  const logout = useAuthStore((state) => state.logout);
  return useMutation({ mutationFn: () => logout() });
}
