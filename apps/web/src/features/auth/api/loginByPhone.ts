import type { LoginAnswer, LoginByPhoneBody, loginAnswerSchema } from '@miaoyu/contracts/user';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

/** Signs in with a phone and its text-message code. The form shows errors, so no notification. */
export async function loginByPhone(body: LoginByPhoneBody): Promise<LoginAnswer> {
  return answerOf<typeof loginAnswerSchema>(
    await api.post('/v1/user/loginByPhone', body, { silent: true }),
  );
}
