import type { SendCodeAnswer, SendCodeBody, sendCodeAnswerSchema } from '@miaoyu/contracts/user';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';

/** Asks the server to text a sign-in code; errors are shown by the form, so no notification. */
export async function sendCode(body: SendCodeBody): Promise<SendCodeAnswer> {
  return answerOf<typeof sendCodeAnswerSchema>(
    await api.post('/v1/user/sendCode', body, { silent: true }),
  );
}
