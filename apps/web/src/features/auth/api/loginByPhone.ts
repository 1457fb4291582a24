import type { LoginAnswer, LoginByPhoneBody } from '@miaoyu/contracts/user';
import { api } from '@/lib/http';
import { loadContracts } from './contracts';

/** Signs in with a phone and its text-message code. The form shows errors, so no notification. */
export async function loginByPhone(body: LoginByPhoneBody): Promise<LoginAnswer> {
  const answer = await api.post('/v1/user/loginByPhone', body, { silent: true });
  const { loginAnswerSchema } = await loadContracts();
  return loginAnswerSchema.parse(answer);
}
