import type {
  SaveSignInBody,
  SignInProvider,
  SignInSettings,
  saveSignInBodySchema,
} from '@miaoyu/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { requireOrgPermission, requireOutranks, requireTeam } from '../orgs';
import type { ProviderContext } from './providers/context';
import {
  deleteTeamSignIn,
  findTeamSignIn,
  saveTeamSignIn,
  teamCodeOf,
  teamSignInOf,
  type TeamSignInRow,
} from './settings.repo';

type SaveBody = z.output<typeof saveSignInBodySchema>;
export type Secrets = Record<string, string>;

/** The page a team's link opens, and the address the provider sends people back to. */
export function signInPaths(provider: SignInProvider, tenantId: string) {
  if (provider === 'dingtalk')
    return { signInPath: `/dingtalk/${tenantId}`, callbackPath: `/dingtalk/${tenantId}` };
  if (provider === 'wechat')
    return { signInPath: `/wxLogin/${tenantId}`, callbackPath: `/wxToLogin/${tenantId}` };
  return { signInPath: `/login?tenant=${tenantId}`, callbackPath: '/oauth2/authorize' };
}

/**
 * Who may sign in when the team does not say: DingTalk checks the person's organisation and a
 * team's identity provider is its own, but anyone has a WeChat.
 */
const DEFAULT_JOIN_POLICY: Record<SignInProvider, 'open' | 'members'> = {
  dingtalk: 'open',
  wechat: 'members',
  oidc: 'open',
};

/** A team's callback addresses must be this studio's (PUBLIC_URL), once the operator named it. */
function requireStudioCallbacks(context: ProviderContext, urls: string[]) {
  if (context.publicOrigins.length === 0) return;
  if (!urls.every((url) => context.publicOrigins.includes(new URL(url).origin)))
    throw new AppError(422, 'SIGN_IN_CALLBACK_NOT_ALLOWED');
}

/** The secrets a provider's settings need: WeChat's only for the apps it has. */
function requiredSecrets(body: SaveBody): string[] {
  if (body.provider !== 'wechat') return ['clientSecret'];
  return [
    body.settings.websiteAppId ? 'websiteAppSecret' : '',
    body.settings.officialAppId ? 'officialAppSecret' : '',
  ].filter(Boolean);
}

export function openSecrets(box: ProviderContext['box'], row: TeamSignInRow): Secrets {
  return JSON.parse(box.open(row.sealedSecrets)) as Secrets;
}

function toView(row: TeamSignInRow, tenantId: string, secrets: Secrets): SignInSettings {
  return {
    provider: row.provider,
    enabled: row.enabled,
    joinRole: row.joinRole,
    joinPolicy: row.joinPolicy,
    settings: row.settings,
    secretsSet: Object.keys(secrets).filter((name) => secrets[name]),
    ...signInPaths(row.provider, tenantId),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function managedTeam(db: Db, caller: Caller, orgId: bigint) {
  const { org } = await requireOrgPermission(db, orgId, caller.user.id, 'org:manage');
  requireTeam(org);
  return org;
}

export async function listTeamSignIn(
  db: Db,
  context: ProviderContext,
  caller: Caller,
  orgId: bigint,
) {
  const org = await managedTeam(db, caller, orgId);
  const rows = await teamSignInOf(db, orgId);
  return {
    tenantId: org.code,
    // Production refuses every flow until the operator names the studio's address.
    addressSet: context.publicOrigins.length > 0 || !context.production,
    publicOrigin: context.publicOrigins[0] ?? '',
    list: rows.map((row) => toView(row, org.code, openSecrets(context.box, row))),
  };
}

/**
 * Saves one provider's settings. A secret left empty keeps the stored one; the secrets the
 * settings need must be there in the end. Written to the audit log (never the secrets).
 */
export async function saveSignIn(
  db: Db,
  context: ProviderContext,
  caller: Caller,
  orgId: bigint,
  body: SaveBody,
): Promise<SignInSettings> {
  return db.transaction(async (tx) => {
    const { org, role } = await requireOrgPermission(tx, orgId, caller.user.id, 'org:manage', {
      lock: true,
    });
    requireTeam(org);
    // Newcomers' role is granted by whoever set it: as with invites, only a role below one's own.
    if (body.joinRole !== 'member') requireOutranks(role, body.joinRole);
    if (body.provider === 'oidc') requireStudioCallbacks(context, body.settings.callbackUrls);
    const stored = await findTeamSignIn(tx, orgId, body.provider);
    const secrets: Secrets = stored ? openSecrets(context.box, stored) : {};
    // The secret goes to the issuer's token endpoint: a new issuer or client gets it typed again.
    if (stored && body.provider === 'oidc' && !body.secrets.clientSecret) {
      const moved = ['issuer', 'clientId'].some(
        (name) => stored.settings[name] !== body.settings[name as 'issuer' | 'clientId'],
      );
      if (moved) throw new AppError(422, 'SIGN_IN_SECRET_REENTER');
    }
    for (const [name, value] of Object.entries(body.secrets as Record<string, string>))
      if (value) secrets[name] = value;
    const kept = Object.fromEntries(
      requiredSecrets(body).map((name) => [name, secrets[name] ?? '']),
    );
    if (Object.values(kept).some((value) => !value))
      throw new AppError(422, 'SIGN_IN_SECRET_MISSING');
    const row = await saveTeamSignIn(tx, orgId, {
      provider: body.provider,
      enabled: body.enabled,
      joinRole: body.joinRole,
      joinPolicy: body.joinPolicy ?? DEFAULT_JOIN_POLICY[body.provider],
      settings: body.settings as SaveSignInBody['settings'] as Record<string, string | string[]>,
      sealedSecrets: context.box.seal(JSON.stringify(kept)),
      updatedBy: caller.user.id,
    });
    await audit(tx, {
      actorUserId: caller.user.id,
      orgId,
      action: stored ? 'sign_in.update' : 'sign_in.add',
      targetType: 'sign_in',
      targetId: body.provider,
      detail: {
        enabled: body.enabled,
        joinRole: body.joinRole,
        joinPolicy: body.joinPolicy,
        settings: body.settings,
      },
    });
    return toView(row, org.code, kept);
  });
}

export async function removeSignIn(
  db: Db,
  caller: Caller,
  orgId: bigint,
  provider: SignInProvider,
) {
  await db.transaction(async (tx) => {
    await requireOrgPermission(tx, orgId, caller.user.id, 'org:manage', { lock: true });
    if (!(await deleteTeamSignIn(tx, orgId, provider))) throw notFound();
    await audit(tx, {
      actorUserId: caller.user.id,
      orgId,
      action: 'sign_in.remove',
      targetType: 'sign_in',
      targetId: provider,
    });
  });
  return { ok: true as const };
}

/** The stored settings of a provider, with secrets opened, for the checks and the flows. */
export async function storedSignIn(
  db: Db,
  context: ProviderContext,
  orgId: bigint,
  provider: SignInProvider,
) {
  const row = await findTeamSignIn(db, orgId, provider);
  if (!row) return undefined;
  return { row, secrets: openSecrets(context.box, row) };
}

export { managedTeam, teamCodeOf };
