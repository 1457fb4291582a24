/**
 * The workplace's first steps for the caller's current organisation, ticked from what it really
 * has (see FIRST_STEPS in the contracts for what each step is taken to mean).
 */
import type { FastifyInstance } from 'fastify';
import type { FirstSteps } from '@miaoyu/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../lib/scope';
import { loadModelCatalog } from '../models';
import { memberAccess } from '../orgs';
import {
  firstStepsDismissedAt,
  hasEmbeddedKey,
  hasHelper,
  hasReadyDocument,
  liveBotKeys,
  setFirstStepsDismissed,
} from './first-steps.repo';

/** The caller's current organisation, of which they must still be a member. */
async function currentOrgOf(app: FastifyInstance, caller: Caller): Promise<bigint> {
  const orgId = caller.user.currentOrgId;
  if (orgId === null) throw new AppError(404, 'NOT_FOUND');
  await memberAccess(app.db, orgId, caller.user.id);
  return orgId;
}

export async function firstSteps(
  app: FastifyInstance,
  config: Config,
  caller: Caller,
): Promise<FirstSteps> {
  const orgId = await currentOrgOf(app, caller);
  const [catalog, knowledge, helper, [bot], embedded, dismissedAt] = await Promise.all([
    loadModelCatalog(app.db, config, app.llm.box, orgId),
    hasReadyDocument(app.db, orgId),
    hasHelper(app.db, orgId),
    liveBotKeys(app.db, orgId),
    hasEmbeddedKey(app.db, orgId),
    firstStepsDismissedAt(app.db, orgId, caller.user.id),
  ]);
  const done = {
    model: catalog.targets.length > 0,
    knowledge,
    helper,
    bot: bot !== undefined,
    embed: embedded,
  };
  return {
    dismissed: dismissedAt !== null,
    steps: (Object.keys(done) as (keyof typeof done)[]).map((id) => ({ id, done: done[id] })),
    botHelperId: bot ? String(bot.helperId) : null,
  };
}

/** Puts the checklist away for the caller in their current organisation, or brings it back. */
export async function setFirstStepsShown(
  app: FastifyInstance,
  config: Config,
  caller: Caller,
  dismissed: boolean,
): Promise<FirstSteps> {
  const orgId = await currentOrgOf(app, caller);
  await setFirstStepsDismissed(app.db, orgId, caller.user.id, dismissed);
  return firstSteps(app, config, caller);
}
