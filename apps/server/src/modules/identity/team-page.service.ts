import type { TeamSignIn } from '@miaoyu/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { fileUrl } from '../files';
import { enabledProvidersOf, teamByCode } from './settings.repo';

/** What a team's sign-in link shows before anyone signs in: its name, logo and buttons. */
export async function teamSignInPage(db: Db, tenantId: string): Promise<TeamSignIn> {
  const team = await teamByCode(db, tenantId);
  if (!team) throw new AppError(404, 'NOT_FOUND');
  const providers = await enabledProvidersOf(db, team.id);
  // A team's code with nothing to offer shows nothing of the team.
  if (providers.length === 0) throw new AppError(404, 'NOT_FOUND');
  return {
    tenantId: team.code,
    teamName: team.name,
    logo: fileUrl(team.logo),
    providers: providers.map((row) => ({
      provider: row.provider,
      displayName: row.provider === 'oidc' ? String(row.settings.displayName ?? '') : '',
      ...(row.provider === 'dingtalk'
        ? { corpId: String(row.settings.corpId), clientId: String(row.settings.clientId) }
        : {}),
    })),
  };
}
