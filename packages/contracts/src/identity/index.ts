import { z } from 'zod';
import { idSchema } from '../ids';
import { safeText, textSchema } from '../text';
import { loginAnswerSchema } from '../user';

/**
 * Signing in through a team's own identity providers: DingTalk, WeChat and single sign-on
 * (OpenID Connect). A team sets each up once; its people then sign in through the team's links,
 * `/dingtalk/:tenantId`, `/wxLogin/:tenantId` and `/oauth2/authorize`, where `tenantId` is the
 * team's public code.
 */
export const SIGN_IN_PROVIDERS = ['dingtalk', 'wechat', 'oidc'] as const;
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS);
export type SignInProvider = z.infer<typeof signInProviderSchema>;

/** The role a person gets in the team when their first sign-in through it makes them a member. */
export const joinRoleSchema = z.enum(['member', 'admin']);

/** A team's public code as a sign-in link carries it. */
export const tenantIdSchema = safeText()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{4,62}[a-z0-9]$/, { message: 'validation.teamCode' });

const credential = (max: number) => safeText().trim().min(1).max(max);
/** A secret field: empty on an update keeps the stored one. */
const secretField = safeText().trim().max(256).default('');
const httpsOrLocalUrl = safeText()
  .trim()
  .url({ message: 'validation.url' })
  .refine((value) => /^https?:\/\//i.test(value), { message: 'validation.url' })
  .max(500);

export const dingTalkSettingsSchema = z.object({
  corpId: credential(64),
  clientId: credential(64),
  /** For work notices later; sign-in does not need it. */
  agentId: safeText().trim().max(32).default(''),
});
export const weChatSettingsSchema = z
  .object({
    /** Website app of the Open Platform: the QR code on a computer. */
    websiteAppId: safeText().trim().max(64).default(''),
    /** Official account: signing in inside WeChat. */
    officialAppId: safeText().trim().max(64).default(''),
  })
  .refine((value) => value.websiteAppId || value.officialAppId, {
    message: 'validation.weChatApp',
    path: ['websiteAppId'],
  });
/**
 * An issuer is the provider's own address, whose `/.well-known/openid-configuration` names it:
 * never the discovery document's address, a query or a fragment (its issuer would go unchecked).
 */
const issuerSchema = httpsOrLocalUrl.refine(
  (value) => !/\/\.well-known\//.test(value) && !/[?#]/.test(value),
  { message: 'validation.issuer' },
);

/** Who may sign in: anyone the provider vouches for (they join), or the team's members only. */
export const joinPolicySchema = z.enum(['open', 'members']);

export const oidcSettingsSchema = z.object({
  issuer: issuerSchema,
  clientId: credential(200),
  scopes: safeText()
    .trim()
    .max(200)
    .regex(/^[\w:.\- ]*$/, { message: 'validation.scopes' })
    .refine((value) => value.split(/\s+/).includes('openid'), { message: 'validation.scopes' })
    .default('openid profile email'),
  /** Where the provider may send people back: this studio's `/oauth2/authorize` address(es). */
  callbackUrls: z.array(httpsOrLocalUrl).min(1).max(10),
  /** The button's text on the sign-in page. */
  displayName: textSchema(1, 30, 'validation.displayName'),
});

export const dingTalkSecretsSchema = z.object({ clientSecret: secretField });
export const weChatSecretsSchema = z.object({
  websiteAppSecret: secretField,
  officialAppSecret: secretField,
});
export const oidcSecretsSchema = z.object({ clientSecret: secretField });

const common = {
  enabled: z.boolean().default(true),
  joinRole: joinRoleSchema.default('member'),
  /** Absent: DingTalk and single sign-on let new people join, WeChat (anyone has one) does not. */
  joinPolicy: joinPolicySchema.optional(),
};

/** What an owner or admin saves for one provider (secrets write-only). */
export const saveSignInBodySchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('dingtalk'),
    ...common,
    settings: dingTalkSettingsSchema,
    secrets: dingTalkSecretsSchema,
  }),
  z.object({
    provider: z.literal('wechat'),
    ...common,
    settings: weChatSettingsSchema,
    secrets: weChatSecretsSchema,
  }),
  z.object({
    provider: z.literal('oidc'),
    ...common,
    settings: oidcSettingsSchema,
    secrets: oidcSecretsSchema,
  }),
]);
export type SaveSignInBody = z.input<typeof saveSignInBodySchema>;

export const signInSettingsParamsSchema = z.object({
  orgId: idSchema,
  provider: signInProviderSchema,
});

/** One provider as the team's settings page shows it: never a secret, only whether one is set. */
export const signInSettingsSchema = z
  .object({
    provider: signInProviderSchema,
    enabled: z.boolean(),
    joinRole: joinRoleSchema,
    joinPolicy: joinPolicySchema,
    settings: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    /** Names of the secrets that are stored. */
    secretsSet: z.array(z.string()),
    /** The path of the sign-in link people use, and of the address to register with the provider. */
    signInPath: z.string(),
    callbackPath: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SignInSettings' });
export type SignInSettings = z.infer<typeof signInSettingsSchema>;
export const signInSettingsListSchema = z.object({
  tenantId: z.string(),
  /** Whether the operator named the studio's address (PUBLIC_URL): no flow starts without it. */
  addressSet: z.boolean(),
  /** The first of PUBLIC_URL's origins, for the addresses to register; empty when unset. */
  publicOrigin: z.string(),
  list: z.array(signInSettingsSchema),
});

export const connectionCheckSchema = z.object({
  ok: z.boolean(),
  /** What the provider answered, in words, when it refused. */
  detail: z.string(),
});

/** What a team's sign-in links show before anyone signs in. */
export const teamSignInSchema = z
  .object({
    tenantId: z.string(),
    teamName: z.string(),
    logo: z.string(),
    providers: z.array(
      z.object({
        provider: signInProviderSchema,
        /** The button's text (single sign-on); the others are named by the page. */
        displayName: z.string(),
        /** DingTalk's in-app free sign-in asks the app for a code with these (not secrets). */
        corpId: z.string().optional(),
        clientId: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'TeamSignIn' });
export type TeamSignIn = z.infer<typeof teamSignInSchema>;
export const tenantParamsSchema = z.object({ tenantId: tenantIdSchema });
export const startParamsSchema = z.object({
  tenantId: tenantIdSchema,
  provider: signInProviderSchema,
});

/** A path of this studio to go to afterwards: never another site (`//x`, `/\x`, a scheme). */
export const returnPathSchema = safeText()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, { message: 'validation.returnPath' });

export const startSignInBodySchema = z.object({
  /** Where the provider sends the browser back: checked against what the team allows. */
  callBackUrl: httpsOrLocalUrl,
  redirect: returnPathSchema.optional(),
});
/** The provider's address to send the browser to; the flow's state is kept by the server. */
export const startSignInAnswerSchema = z.object({ url: z.string() });

const providerCode = safeText().trim().min(1).max(512);
/** DingTalk: spec §7 `POST /v1/auth/code`; without `state` the code is an in-app free login. */
export const dingTalkCodeBodySchema = z.object({
  code: providerCode,
  tenantId: tenantIdSchema,
  state: safeText().max(128).optional(),
});
/** WeChat: spec §7 `POST /v1/auth/wx`. */
export const weChatCodeBodySchema = z.object({
  code: providerCode,
  tenantId: tenantIdSchema,
  state: safeText().max(128),
});
/**
 * Single sign-on: spec §7 `POST /v1/consumeCode`. `params` is the rest of the callback's query
 * (state, iss, session_state…): the provider's answer is checked whole.
 */
export const consumeCodeBodySchema = z.object({
  code: providerCode,
  callBackUrl: httpsOrLocalUrl,
  displayName: safeText().trim().max(40).optional(),
  params: z.record(safeText().max(64), safeText().max(2048)).default({}),
});

/** A linked way in, as the account page lists it. */
export const identitySchema = z.object({
  id: z.string(),
  provider: signInProviderSchema,
  /** The name the provider gave (a nickname, an e-mail). */
  displayName: z.string(),
  /** Where it was linked from: the team whose settings it came through. */
  teamName: z.string(),
  createdAt: z.string(),
});
export type Identity = z.infer<typeof identitySchema>;

/** The end of a flow: signed in, or (started from the account page) one more way in. */
export const signInOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('signed-in'),
    redirect: z.string(),
    login: loginAnswerSchema,
  }),
  z.object({ outcome: z.literal('linked'), redirect: z.string(), identity: identitySchema }),
]);
export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;

export const identityListSchema = z.object({
  list: z.array(identitySchema),
  /** Whether the account also has a phone: the last way in may not be unlinked. */
  hasPhone: z.boolean(),
  /** Providers the caller's teams offer, to link from. */
  available: z.array(
    z.object({ provider: signInProviderSchema, tenantId: z.string(), teamName: z.string() }),
  ),
});
export const identityParamsSchema = z.object({
  identityId: idSchema,
});
