import { useMutation } from '@tanstack/react-query';
import type { sendCodeAnswerSchema, userInfoSchema, UserInfo } from '@miaoyu/contracts/user';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

/** Texts a code to the new number, taken or not (the answer does not say); 429 when too soon. */
export async function sendChangePhoneCode(phone: string) {
  const answer = await api.post('/v1/user/phone/sendCode', { phone }, { silent: true });
  return answerOf<typeof sendCodeAnswerSchema>(answer);
}

/** 409 PHONE_TAKEN comes here, once the code proves the caller holds that number. */
export async function changePhone(body: { phone: string; code: string }): Promise<UserInfo> {
  return answerOf<typeof userInfoSchema>(await api.post('/v1/user/phone', body, { silent: true }));
}

export function useSendChangePhoneCode() {
  return useMutation({ mutationFn: sendChangePhoneCode });
}

export function useChangePhone() {
  return useMutation({ mutationFn: changePhone });
}
