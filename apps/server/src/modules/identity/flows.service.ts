import type { FastifyInstance } from 'fastify';
import type { SignInOutcome, SignInProvider } from '@miaoyu/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { verifyAuthHeader } from '../../plugins/auth/tokens';
import { linkIdentity, signInWith, type JoiningTeam, type SignInMeta } from './accounts.service';
import { insertFlow, spendFlow, type SignInFlowRow } from './flows.repo';
import type { ProviderContext } from './providers/context';
import {
  dingTalkAuthorizeUrl,
  dingTalkBrowserProfile,
  dingTalkInAppProfile,
} from './providers/dingtalk';
import {
  discover,
  oidcAuthorizeUrl,
  oidcProfile,
  type OidcClient,
  type OidcProof,
} from './providers/oidc';
import type { ProviderProfile } from './providers/profile';
import { weChatAuthorizeUrl, weChatProfile, type WeChatMode } from './providers/wechat';
import { signInPaths, storedSignIn, type Secrets } from './settings.service';
import { teamByCode, type TeamSignInRow } from './settings.repo';

/** A flow must come back within this: the providers' own codes last five minutes. */
const FLOW_TTL_MS = 10 * 60_000;

type Settings = Record<string, string | string[]>;
const text = (settings: Settings, name: string) => String(settings[name] ?? '');

const notOffered = () => new AppError(404, 'SIGN_IN_NOT_OFFERED');
const flowExpired = () => new AppError(400, 'SIGN_IN_FLOW_EXPIRED');

/** Where each provider lands by default: single sign-on opens the business scenes (spec §2). */
const DEFAULT_REDIRECT: Record<SignInProvider, string> = {
  dingtalk: '/',
  wechat: '/',
  oidc: '/business-scene',
};

/** The team behind a sign-in link and its settings for the provider, if it offers it. */
async function offered(
  db: Db,
  context: ProviderContext,
  tenantId: string,
  provider: SignInProvider,
) {
  const team = await teamByCode(db, tenantId);
  if (!team) throw notOffered();
  const stored = await storedSignIn(db, context, team.id, provider);
  if (!stored?.row.enabled) throw notOffered();
  return { team, ...stored };
}

const oidcClient = (settings: Settings, secrets: Secrets): OidcClient => ({
  issuer: text(settings, 'issuer'),
  clientId: text(settings, 'clientId'),
  clientSecret: secrets.clientSecret ?? '',
  scopes: text(settings, 'scopes') || 'openid',
});

/** WeChat's official account inside WeChat (its QR code cannot be scanned there), else the QR. */
function weChatApp(settings: Settings, secrets: Secrets, mode: WeChatMode) {
  const appId = text(settings, mode === 'official' ? 'officialAppId' : 'websiteAppId');
  const secret = secrets[mode === 'official' ? 'officialAppSecret' : 'websiteAppSecret'] ?? '';
  if (!appId || !secret) throw notOffered();
  return { appId, secret };
}

/**
 * Whether an origin is the studio's own, the only place a provider may send people back to:
 * one of PUBLIC_URL's; without it, in development, the origin the request came from.
 */
function studioOrigin(context: ProviderContext, requestOrigin: string, origin: string) {
  if (context.publicOrigins.length > 0) return context.publicOrigins.includes(origin);
  if (context.production) throw new AppError(503, 'SIGN_IN_NO_ADDRESS');
  return origin === requestOrigin;
}

export interface StartInput {
  tenantId: string;
  provider: SignInProvider;
  callBackUrl: string;
  redirect?: string;
  userAgent: string;
  /** Where the request came from (its Origin header, else its host). */
  requestOrigin: string;
  /** The value of the browser's flow cookie (set before, or now). */
  browserKey: string;
  /** A signed-in user adding this way in to their account. */
  linkUserId?: bigint;
}

/**
 * Starts a sign-in: keeps what the provider's answer must match (state, the browser, PKCE and
 * nonce) and answers the provider's address. The address the provider returns to must be this
 * studio's page for the provider, and for single sign-on one the team listed.
 */
export async function startSignIn(db: Db, context: ProviderContext, input: StartInput) {
  const { team, row, secrets } = await offered(db, context, input.tenantId, input.provider);
  const callback = new URL(input.callBackUrl);
  const allowed =
    studioOrigin(context, input.requestOrigin, callback.origin) &&
    (input.provider === 'oidc'
      ? ([row.settings.callbackUrls].flat() as string[]).includes(input.callBackUrl)
      : callback.pathname === signInPaths(input.provider, team.code).callbackPath &&
        !callback.search);
  if (!allowed) throw new AppError(400, 'SIGN_IN_CALLBACK_NOT_ALLOWED');
  const state = randomToken(24);
  let url: string;
  let mode: string = input.provider;
  let proof: OidcProof | undefined;
  if (input.provider === 'dingtalk') {
    mode = 'browser';
    url = dingTalkAuthorizeUrl(
      context.dingTalk,
      { clientId: text(row.settings, 'clientId'), corpId: text(row.settings, 'corpId') },
      input.callBackUrl,
      state,
    );
  } else if (input.provider === 'wechat') {
    const weChatMode: WeChatMode = /MicroMessenger/i.test(input.userAgent) ? 'official' : 'website';
    mode = weChatMode;
    const app = weChatApp(row.settings, secrets, weChatMode);
    url = weChatAuthorizeUrl(context.weChat, weChatMode, app.appId, input.callBackUrl, state);
  } else {
    const client = oidcClient(row.settings, secrets);
    const configuration = await discover(context.outbound, client, context.timeoutMs);
    ({ url, proof } = await oidcAuthorizeUrl(configuration, client, input.callBackUrl, state));
  }
  await insertFlow(db, team.id, {
    stateHash: sha256(state),
    browserHash: sha256(input.browserKey),
    provider: input.provider,
    mode,
    callbackUrl: input.callBackUrl,
    redirect: input.redirect ?? DEFAULT_REDIRECT[input.provider],
    sealedProof: proof ? context.box.seal(JSON.stringify(proof)) : '',
    linkUserId: input.linkUserId ?? null,
    expiresAt: new Date(Date.now() + FLOW_TTL_MS),
  });
  return { url };
}

/**
 * Spends the flow the callback's state names. It must be unspent, unexpired, of this provider
 * (and team, when the callback names one), and come back to the browser that started it.
 */
async function spend(
  db: Db,
  state: string | undefined,
  provider: SignInProvider,
  orgId: bigint | null,
  browserKey: string | undefined,
): Promise<SignInFlowRow> {
  if (!state) throw flowExpired();
  const flow = await spendFlow(db, sha256(state), provider, orgId);
  if (!flow) throw flowExpired();
  if (!browserKey || sha256(browserKey) !== flow.browserHash)
    throw new AppError(403, 'SIGN_IN_OTHER_BROWSER');
  return flow;
}

export interface FinishContext {
  db: Db;
  /** A newcomer joining the team takes a member's place its plan may limit. */
  plans: FastifyInstance['plans'];
  context: ProviderContext;
  config: Pick<Config, 'TOKEN_TTL_DAYS'>;
  browserKey: string | undefined;
  /** The request's Authorization header: a linking flow finishes for the user who began it. */
  authorization: string | undefined;
  meta: SignInMeta;
}

/** Signs in (or links, for a flow started from the account page) whom the provider vouched for. */
async function conclude(
  ctx: FinishContext,
  flow: SignInFlowRow | null,
  team: JoiningTeam,
  profile: ProviderProfile,
): Promise<SignInOutcome> {
  const redirect = flow?.redirect ?? DEFAULT_REDIRECT[profile.provider];
  if (flow?.linkUserId) {
    const caller = ctx.authorization
      ? await verifyAuthHeader(ctx.db, ctx.authorization).catch(() => null)
      : null;
    if (caller?.user.id !== flow.linkUserId) throw new AppError(403, 'IDENTITY_SIGN_IN_REQUIRED');
    const identity = await linkIdentity(ctx.db, flow.linkUserId, profile, team.orgId);
    return { outcome: 'linked', redirect, identity };
  }
  const login = await signInWith(ctx.db, ctx.plans, ctx.config, profile, team, ctx.meta);
  return { outcome: 'signed-in', redirect, login };
}

/** The team's rules for who signs in through a provider, from its stored settings. */
const joining = (orgId: bigint, row: TeamSignInRow): JoiningTeam => ({
  orgId,
  joinRole: row.joinRole,
  joinPolicy: row.joinPolicy,
});

/** DingTalk (spec §7 `POST /v1/auth/code`): the browser flow with its state, or in-app without. */
export async function finishDingTalk(
  ctx: FinishContext,
  input: { code: string; tenantId: string; state?: string },
) {
  const { team, row, secrets } = await offered(ctx.db, ctx.context, input.tenantId, 'dingtalk');
  const app = {
    corpId: text(row.settings, 'corpId'),
    clientId: text(row.settings, 'clientId'),
    clientSecret: secrets.clientSecret ?? '',
  };
  if (input.state === undefined) {
    const profile = await dingTalkInAppProfile(ctx.context.dingTalk, app, input.code);
    return conclude(ctx, null, joining(team.id, row), profile);
  }
  const flow = await spend(ctx.db, input.state, 'dingtalk', team.id, ctx.browserKey);
  const profile = await dingTalkBrowserProfile(ctx.context.dingTalk, app, input.code);
  return conclude(ctx, flow, joining(team.id, row), profile);
}

/** WeChat (spec §7 `POST /v1/auth/wx`), with the app the flow started with. */
export async function finishWeChat(
  ctx: FinishContext,
  input: { code: string; tenantId: string; state: string },
) {
  const { team, row, secrets } = await offered(ctx.db, ctx.context, input.tenantId, 'wechat');
  const flow = await spend(ctx.db, input.state, 'wechat', team.id, ctx.browserKey);
  const app = weChatApp(row.settings, secrets, flow.mode === 'official' ? 'official' : 'website');
  const profile = await weChatProfile(ctx.context.weChat, app, input.code);
  return conclude(ctx, flow, joining(team.id, row), profile);
}

/**
 * Single sign-on (spec §7 `POST /v1/consumeCode`): the whole callback, back at the address the
 * flow was started with, checked by openid-client against the state, PKCE and nonce kept here.
 */
export async function finishOidc(
  ctx: FinishContext,
  input: {
    code: string;
    callBackUrl: string;
    displayName?: string;
    params: Record<string, string>;
  },
) {
  const state = input.params.state;
  const flow = await spend(ctx.db, state, 'oidc', null, ctx.browserKey);
  if (flow.callbackUrl !== input.callBackUrl)
    throw new AppError(400, 'SIGN_IN_CALLBACK_NOT_ALLOWED');
  const stored = await storedSignIn(ctx.db, ctx.context, flow.orgId, 'oidc');
  if (!stored?.row.enabled) throw notOffered();
  const client = oidcClient(stored.row.settings, stored.secrets);
  const configuration = await discover(ctx.context.outbound, client, ctx.context.timeoutMs);
  const callback = new URL(input.callBackUrl);
  for (const [name, value] of Object.entries(input.params)) callback.searchParams.set(name, value);
  callback.searchParams.set('code', input.code);
  const proof = JSON.parse(ctx.context.box.open(flow.sealedProof)) as OidcProof;
  const profile = await oidcProfile(
    configuration,
    callback,
    state!,
    proof,
    input.displayName ?? '',
  );
  return conclude(ctx, flow, joining(flow.orgId, stored.row), profile);
}
