import { useAsyncAction } from '@/hooks/useAsyncAction';
import { sendCode } from './api/sendCode';
import { login, logout } from './store';

/** Sign-in with pending and error state for the form. */
export function useLogin() {
  return useAsyncAction(login);
}

export function useSendCode() {
  return useAsyncAction(sendCode);
}

export function useLogout() {
  return useAsyncAction(logout);
}
