import type { MatrixAction } from '../../../test/matrix/actions';
import type { Actor } from '../../../test/matrix/fixture';

const managers: Actor[] = ['owner', 'admin'];
const signedIn: Actor[] = ['owner', 'admin', 'member', 'otherOwner', 'platformAdmin'];
const everyone: Actor[] = [...signedIn, 'banned', 'anonymous', 'visitor'];
/** Nothing is set up in the matrix's team: who passes the rights check finds no provider. */
const notSetUp = (actors: Actor[]) => Object.fromEntries(actors.map((actor) => [actor, 404]));

/** A team's sign-in providers, and each person's linked identities. */
export const MATRIX: MatrixAction[] = [
  {
    name: "list the team's sign-in providers",
    request: (w) => ({ method: 'GET', url: `/v1/orgs/${w.orgId}/sign-in` }),
    allowed: managers,
  },
  {
    name: 'set up DingTalk sign-in',
    request: (w) => ({
      method: 'PUT',
      url: `/v1/orgs/${w.orgId}/sign-in/dingtalk`,
      payload: {
        provider: 'dingtalk',
        settings: { corpId: 'dingcorp', clientId: 'dingapp' },
        secrets: { clientSecret: 'secret' },
      },
    }),
    allowed: managers,
  },
  {
    name: 'test a sign-in provider',
    request: (w) => ({ method: 'POST', url: `/v1/orgs/${w.orgId}/sign-in/oidc/check` }),
    allowed: [],
    denied: notSetUp(managers),
  },
  {
    name: 'stop offering a sign-in provider',
    request: (w) => ({ method: 'DELETE', url: `/v1/orgs/${w.orgId}/sign-in/wechat` }),
    allowed: [],
    denied: notSetUp(managers),
  },
  {
    name: "a team's sign-in page",
    request: () => ({ method: 'GET', url: '/v1/sign-in/no-such-team' }),
    allowed: [],
    // Open to all; the matrix's team has no public code by that name.
    denied: notSetUp(everyone),
  },
  {
    name: 'list my linked identities',
    request: () => ({ method: 'GET', url: '/v1/user/identities' }),
    allowed: signedIn,
  },
  {
    name: 'unlink an identity',
    request: () => ({ method: 'DELETE', url: '/v1/user/identities/1' }),
    allowed: [],
    denied: notSetUp(signedIn),
  },
  {
    name: 'start linking an identity',
    request: () => ({
      method: 'POST',
      url: '/v1/user/identities/start',
      payload: {
        tenantId: 'no-such-team',
        provider: 'wechat',
        callBackUrl: 'http://studio.test/wxToLogin/no-such-team',
      },
    }),
    allowed: [],
    denied: notSetUp(signedIn),
    decidedByBody: signedIn,
  },
  // The flows are open to anyone: what decides is the team's settings and the flow's state,
  // which a made-up team or state does not have.
  {
    name: "start signing in through a team's provider",
    request: () => ({
      method: 'POST',
      url: '/v1/sign-in/no-such-team/oidc/start',
      payload: { callBackUrl: 'http://studio.test/oauth2/authorize' },
    }),
    allowed: [],
    denied: notSetUp(everyone),
    decidedByBody: 'everyone',
  },
  {
    name: 'finish signing in with DingTalk',
    request: () => ({
      method: 'POST',
      url: '/v1/auth/code',
      payload: { code: 'made-up', tenantId: 'no-such-team' },
    }),
    allowed: [],
    denied: notSetUp(everyone),
    decidedByBody: 'everyone',
  },
  {
    name: 'finish signing in with WeChat',
    request: () => ({
      method: 'POST',
      url: '/v1/auth/wx',
      payload: { code: 'made-up', tenantId: 'no-such-team', state: 'made-up' },
    }),
    allowed: [],
    denied: notSetUp(everyone),
    decidedByBody: 'everyone',
  },
  {
    name: 'finish single sign-on',
    request: () => ({
      method: 'POST',
      url: '/v1/consumeCode',
      payload: {
        code: 'made-up',
        callBackUrl: 'http://studio.test/oauth2/authorize',
        params: { state: 'made-up' },
      },
    }),
    allowed: [],
    // No flow has that state: expired, whoever asks.
    denied: Object.fromEntries(everyone.map((actor) => [actor, 400])),
    decidedByBody: 'everyone',
  },
];
