import { useAsyncAction } from '@/hooks/useAsyncAction';
import { sendCode } from './api/sendCode';
import { useAuthStore } from './store';

/** Sign-in with pending and error state for the form; the store does the work. */
export function useLogin() {
  return useAsyncAction(useAuthStore((state) => state.login));
}

export function useSendCode() {
  return useAsyncAction(sendCode);
}

export function useLogout() {
  return useAsyncAction(useAuthStore((state) => state.logout));
}
