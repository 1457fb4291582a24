/** A member's chat session with a helper: the helper's settings and its team's models answer. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/errors';
import type { Caller } from '../../../lib/scope';
import type { ConversationSettings } from '../../conversation';
import { loadModelCatalog, type ModelCatalog } from '../../models';
import { helperConversationSettings } from './conversation';
import { findUsableHelper, helperDatasetIds } from './use.repo';

/**
 * Read before each answer: a helper no longer shared with the caller (made private, its team
 * left) stops answering in their sessions with a clear 403.
 */
export async function helperSessionSettings(
  app: FastifyInstance,
  config: Config,
  caller: Caller,
  helperId: bigint,
  usingContext: boolean,
): Promise<{ settings: ConversationSettings; models: ModelCatalog }> {
  const helper = await findUsableHelper(app.db, caller.user.id, { id: helperId });
  if (!helper) throw new AppError(403, 'HELPER_NOT_SHARED');
  const [datasetIds, models] = await Promise.all([
    helperDatasetIds(app.db, helper.orgId, helper.id),
    loadModelCatalog(app.db, config, app.llm.box, helper.orgId),
  ]);
  const settings = helperConversationSettings(
    app,
    config,
    helper.orgId,
    {
      ...helper,
      contextSize: usingContext ? helper.contextSize : 0,
      datasetIds,
    },
    { channel: 'chat', userId: caller.user.id, userName: caller.user.nickname, isVisitor: false },
  );
  return { settings, models };
}
