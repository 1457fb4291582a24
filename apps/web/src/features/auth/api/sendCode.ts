import type { SendCodeAnswer, SendCodeBody } from '@miaoyu/contracts/user';
import { api } from '@/lib/http';
import { loadContracts } from './contracts';

/** Asks the server to text a sign-in code; errors are shown by the form, so no notification. */
export async function sendCode(body: SendCodeBody): Promise<SendCodeAnswer> {
  const answer = await api.post('/v1/user/sendCode', body, { silent: true });
  const { sendCodeAnswerSchema } = await loadContracts();
  return sendCodeAnswerSchema.parse(answer);
}
