import { loginAnswerSchema, type LoginAnswer, type LoginByPhoneBody } from '@miaoyu/contracts';
import { api } from '@/lib/http';

/** Signs in with a phone and its text-message code. The form shows errors, so no notification. */
export async function loginByPhone(body: LoginByPhoneBody): Promise<LoginAnswer> {
  return loginAnswerSchema.parse(await api.post('/v1/user/loginByPhone', body, { silent: true }));
}
