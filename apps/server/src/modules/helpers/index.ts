import type { ModulePlugin } from '../../lib/module';
import { loadModelCatalog } from '../models';
import helperAvatarRoutes from './manage/avatar';
import helperKeyRoutes from './keys/keys.routes';
import helperPreviewRoutes from './manage/preview';
import publicHelperRoutes from './public/public.routes';
import helperRoutes from './manage/routes';
import helperUseRoutes from './use/use.routes';
import { countOrgHelpers } from './manage/repo';

/** Helpers: an org's AIs with a purpose, their versions, and the pages that list them. */
const helpers: ModulePlugin = async (app, { config }) => {
  app.plans.counter('helpers', countOrgHelpers);
  const loadCatalog = (orgId: bigint) => loadModelCatalog(app.db, config, app.llm.box, orgId);
  await app.register(helperRoutes, { loadCatalog });
  await app.register(helperUseRoutes, { loadCatalog });
  await app.register(helperPreviewRoutes, { config, loadCatalog });
  await app.register(helperAvatarRoutes);
  await app.register(helperKeyRoutes);
  await app.register(publicHelperRoutes, { ratePerMinute: config.PUBLIC_RATE_PER_MINUTE });
};

export default helpers;

// What other modules may call: the demo seed makes its helpers the way a person would.
export { createHelper } from './manage/service';
// Using a helper: in a chat, by a visitor of its bot, through the OpenAI-compatible API.
export { MANAGE_HELPERS, visibleHelper } from './access';
export { helperConversationSettings } from './use/conversation';
export { helperSessionSettings } from './use/session-settings';
export { modelStatusOf, type LoadCatalog } from './manage/service';
export { usableHelper } from './use/use.service';
export {
  countHelperUse,
  helperDatasetIds,
  helperIdOfCode,
  helpersOfSessions,
} from './use/use.repo';
export { helperKeyHash } from './keys/keys.service';
// Managing a helper's bot and sales settings, and its keys and their holders.
export { helperManageGate, managedHelperOfKind } from './manage/manage-gate';
export {
  keyAssignerHelper,
  keyAssignGate,
  keyIssuerHelper,
  keyIssueGate,
} from './manage/publishing';
