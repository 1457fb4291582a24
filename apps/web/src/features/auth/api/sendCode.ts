import { useMutation } from '@tanstack/react-query';
import { sendCodeAnswerSchema, type SendCodeAnswer, type SendCodeBody } from '@miaoyu/contracts';
import { api } from '@/lib/http';

/** Asks the server to text a sign-in code; errors are shown by the form, so no notification. */
export async function sendCode(body: SendCodeBody): Promise<SendCodeAnswer> {
  return sendCodeAnswerSchema.parse(await api.post('/v1/user/sendCode', body, { silent: true }));
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
