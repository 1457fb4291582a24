import type {
  SignInOutcome,
  SignInProvider,
  signInOutcomeSchema,
  startSignInAnswerSchema,
  TeamSignIn,
  teamSignInSchema,
} from '@miaoyu/contracts/identity';
import { answerOf } from '@/lib/answer';
import { api } from '@/lib/http';
import { getFirst } from '@/lib/preload';
import { teamSignInRequest } from './requests';

export async function getTeamSignIn(tenantId: string): Promise<TeamSignIn> {
  return answerOf<typeof teamSignInSchema>(
    await getFirst(teamSignInRequest(tenantId), { silent: true }),
  );
}

interface StartBody {
  tenantId: string;
  provider: SignInProvider;
  callBackUrl: string;
  redirect?: string;
}

/**
 * The provider's address for a new flow; the server keeps its state and sets the cookie that
 * binds it to this browser. Signed in, it starts linking the provider to the account instead.
 */
export async function startFlow(body: StartBody, { link = false } = {}): Promise<string> {
  const { tenantId, provider, ...rest } = body;
  const answer = link
    ? await api.post('/v1/user/identities/start', body, { silent: true })
    : await api.post(`/v1/sign-in/${encodeURIComponent(tenantId)}/${provider}/start`, rest, {
        silent: true,
      });
  return answerOf<typeof startSignInAnswerSchema>(answer).url;
}

const finished = (answer: unknown) => answerOf<typeof signInOutcomeSchema>(answer);

/** DingTalk (spec §7): with `state` from the browser flow, without it a code from the app. */
export async function finishDingTalk(body: {
  code: string;
  tenantId: string;
  state?: string;
}): Promise<SignInOutcome> {
  return finished(await api.post('/v1/auth/code', body, { silent: true }));
}

export async function finishWeChat(body: {
  code: string;
  tenantId: string;
  state: string;
}): Promise<SignInOutcome> {
  return finished(await api.post('/v1/auth/wx', body, { silent: true }));
}

/** Single sign-on: the provider's whole callback, back at the address it was sent to. */
export async function finishSso(body: {
  code: string;
  callBackUrl: string;
  params: Record<string, string>;
}): Promise<SignInOutcome> {
  return finished(await api.post('/v1/consumeCode', body, { silent: true }));
}
